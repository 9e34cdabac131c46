/* rusage.c - the timer of scripts/bench.sh: `rusage OUT CMD...` runs CMD
 * (stdin, stdout and stderr ours) and writes to OUT one line: wall
 * seconds, user seconds, system seconds, peak RSS in KB.  The times to
 * the microsecond (wait4's rusage of the one child): /usr/bin/time rounds
 * them to hundredths, a tenth of a 0.2 s run, too coarse for a ratio of
 * two runs.  A small C program, because the kernel counts into a child's
 * peak RSS what the process it was forked from had mapped before the exec
 * (a Python timer would add its own 10 MB).  Exits with CMD's status. */
#define _DEFAULT_SOURCE   /* wait4 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double secs(struct timeval t)
{
	return (double)t.tv_sec + (double)t.tv_usec / 1e6;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: rusage OUT CMD...\n");
		return 2;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid_t pid = fork();
	if (pid < 0) {
		perror("rusage: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		fprintf(stderr, "rusage: %s: %s\n", argv[2], strerror(errno));
		_exit(127);
	}
	int status;
	struct rusage ru;
	while (wait4(pid, &status, 0, &ru) < 0)
		if (errno != EINTR) {
			perror("rusage: wait4");
			return 2;
		}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	FILE *f = fopen(argv[1], "w");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	fprintf(f, "%.6f %.6f %.6f %ld\n", (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9,
	        secs(ru.ru_utime), secs(ru.ru_stime), ru.ru_maxrss);
	if (fclose(f) != 0) {
		perror(argv[1]);
		return 2;
	}
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
