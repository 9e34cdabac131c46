/* test_text.c - input text (util.c): a mapped file's pages are given
 * back only in whole 2 MB folios of the file behind the reader, where
 * text_drop says it stopped, and read again intact when touched. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"

enum { MB = 1 << 20, LEN = 5 * MB + 123 };

static char *write_file(char *path)
{
	strcpy(path, "/tmp/xlate-text-XXXXXX");
	int fd = mkstemp(path);
	cr_assert(fd >= 0);
	FILE *f = fdopen(fd, "wb");
	char *want = malloc(LEN);
	for (size_t i = 0; i < LEN; i++)
		want[i] = (char)('a' + i % 23);
	cr_assert_eq(fwrite(want, 1, LEN, f), (size_t)LEN);
	fclose(f);
	return want;
}

Test(text, drop_stops_at_folio_boundaries)
{
	char path[32];
	char *want = write_file(path);
	size_t len;
	bool mapped;
	char *buf = text_read(path, &len, &mapped);
	cr_assert(buf && mapped && len == LEN);
	Source src = {.buf = buf, .len = len, .mapped = true};
	/* within the first folio: nothing given back */
	cr_assert_eq(text_drop(&src, buf, buf + MB), buf);
	/* up to the 2 MB boundary before to */
	cr_assert_eq(text_drop(&src, buf, buf + 3 * MB + 5), buf + 2 * MB);
	cr_assert_eq(text_drop(&src, buf + 2 * MB, buf + 3 * MB), buf + 2 * MB);
	cr_assert_eq(text_drop(&src, buf + 2 * MB, buf + 4 * MB), buf + 4 * MB);
	/* the end of the text is no boundary to round to */
	cr_assert_eq(text_drop(&src, buf + 4 * MB, buf + len), buf + len);
	/* what was given back reads again from the file */
	cr_assert_eq(memcmp(buf, want, LEN), 0);
	cr_assert_eq(buf[len], 0);
	/* a text read into the heap is never given back */
	Source heap = {.buf = buf, .len = len, .mapped = false};
	cr_assert_eq(text_drop(&heap, buf, buf + len), buf);
	text_free(buf, len, mapped);
	free(want);
	remove(path);
}
