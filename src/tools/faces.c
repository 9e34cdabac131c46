/* faces.c - the command lines of mlir-opt and mlir-translate, for
 * xlate-opt and xlate-translate (the same binary by another name, or
 * xlate --opt / xlate --translate): their flags for our subset, spelled as
 * LLVM's command-line library takes them (one or two dashes, --flag=value,
 * --flag value for options that need a value), an unknown flag an error.
 * Each run goes through the public API; --split-input-file runs every
 * chunk of the input on its own and joins the outputs as the tools do,
 * --verify-diagnostics checks the diagnostics against the input's
 * expected-* annotations (driver/expect.c) instead of printing them.
 *
 * Where the two tools differ in 22 this follows them: mlir-opt counts the
 * lines of a chunk from the start of the file and joins outputs with
 * "// -----"; mlir-translate names a chunk "within split at FILE:N offset "
 * with lines counted from the chunk, and joins outputs with an empty line. */
#include <stdlib.h>
#include <string.h>

#include "xlate/xlate.h"
#include "xlate/ir.h"
#include "driver/expect.h"
#include "tools/faces.h"

enum { OPT = 1, TR = 2 };                 /* the faces a flag belongs to */
enum { NOARG, NEEDARG, OPTARG };          /* cl's ValueDisallowed/Required/Optional */
enum {
	F_HELP, F_VERSION, F_OUT, F_SPLIT, F_MARKER, F_VERIFY, F_GENERIC, F_UNREG, F_LLVM_VERSION, F_LITERALS,
	F_TO_LLVMIR, F_IMPORT, F_ROUNDTRIP, F_NOOP, F_NO_IMPLICIT, F_DEBUGINFO,
};

static const struct Flag {
	const char *name;
	int faces, id, arg;
	const char *help;
} flags[] = {
	{"mlir-to-llvmir", TR, F_TO_LLVMIR, NOARG, "translate MLIR (the llvm dialect; other ops are refused, as upstream) to LLVM IR"},
	{"import-llvm", TR, F_IMPORT, NOARG, "translate LLVM IR to MLIR"},
	{"o", OPT | TR, F_OUT, NEEDARG, "output file (written only if the run succeeds)"},
	{"split-input-file", OPT | TR, F_SPLIT, OPTARG, "split the input on '// -----' and process each chunk on its own"},
	{"output-split-marker", OPT | TR, F_MARKER, NEEDARG, "the line that joins the chunks' outputs"},
	{"verify-diagnostics", OPT | TR, F_VERIFY, OPTARG, "check the diagnostics against the expected-* lines (=all, =only-expected)"},
	{"mlir-print-op-generic", OPT | TR, F_GENERIC, NOARG, "print ops in generic form"},
	{"allow-unregistered-dialect", OPT | TR, F_UNREG, NOARG, "accept ops of dialects xlate does not know"},
	{"mlir-print-debuginfo", OPT | TR, F_DEBUGINFO, NOARG, "print the locations of ops and block arguments, loc(...)"},
	{"import-structs-as-literals", TR, F_LITERALS, NOARG, "--import-llvm: named structs become literal ones"},
	{"no-implicit-module", TR, F_NO_IMPLICIT, NOARG, "--mlir-to-llvmir: the file's one top-level op is the module"},
	{"llvm-version", OPT | TR, F_LLVM_VERSION, NEEDARG, "the release whose output is reproduced: 14, 19 or 22 (default 22)"},
	{"verify-roundtrip", OPT, F_ROUNDTRIP, NOARG, "check that the input prints, parses back and prints the same"},
	{"mlir-disable-threading", OPT | TR, F_NOOP, NOARG, "accepted; xlate runs on one thread"},
	{"help", OPT | TR, F_HELP, NOARG, "this text"},
	{"version", OPT | TR, F_VERSION, NOARG, "the version of xlate"},
};
enum { NFLAGS = sizeof flags / sizeof *flags };

static void usage(int face, const char *prog)
{
	printf("usage: %s [options] [FILE]   (FILE '-' or none: standard input)\n"
	       "The face of %s in xlate: its flags for xlate's subset.\noptions:\n",
	       prog, face == OPT ? "mlir-opt" : "mlir-translate");
	for (int i = 0; i < NFLAGS; i++)
		if (flags[i].faces & face)
			printf("  %s%-30s %s\n", flags[i].name[1] ? "--" : "-", flags[i].name, flags[i].help);
	if (face == OPT)
		printf("passes (each alone or in any order, with their options as --pass='opt=v opt2=v'):\n"
		       "  --convert-to-llvm, --convert-func-to-llvm, --convert-arith-to-llvm, --convert-cf-to-llvm,\n"
		       "  --convert-index-to-llvm, --finalize-memref-to-llvm, --reconcile-unrealized-casts,\n"
		       "  --llvm-request-c-wrappers, --set-llvm-module-datalayout,\n"
		       "  --pass-pipeline='builtin.module(...)'\n");
}

typedef struct Run {
	XlateOptions *o;
	XlateOptions *rt;        /* --verify-roundtrip: plain re-printing, else NULL */
	int face;
	bool split, verify, only_expected;
	int vfailed;             /* --verify-diagnostics failed in a chunk (translate) */
	const char *marker;      /* joins the outputs */
	Expects ex;
	Out out;
} Run;

static bool is_true(const char *v)
{
	return !v || !strcmp(v, "true") || !strcmp(v, "TRUE") || !strcmp(v, "True") || !strcmp(v, "1");
}

static bool is_bool(const char *v)
{
	return is_true(v) || !strcmp(v, "false") || !strcmp(v, "FALSE") || !strcmp(v, "False") || !strcmp(v, "0");
}

/* --verify-roundtrip: the chunk printed, and that text parsed and
 * printed again, give the same text. */
static bool roundtrips(Run *r, const char *name, const char *text, size_t len)
{
	size_t na = 0, nb = 0;
	XlateResult *a = xlate_translate(r->rt, text, len, name);
	const char *sa = xlate_result_output(a, &na);
	XlateResult *b = xlate_result_status(a) == XLATE_OK ? xlate_translate(r->rt, sa, na, name) : NULL;
	const char *sb = b ? xlate_result_output(b, &nb) : "";
	bool ok = b && xlate_result_status(b) == XLATE_OK && na == nb && memcmp(sa, sb, na) == 0;
	xlate_result_free(a);
	xlate_result_free(b);
	return ok;
}

/* One chunk of the input (or all of it): translated, its output appended
 * to r->out, its diagnostics checked or printed.  Returns 1 on failure. */
static int run_chunk(Run *r, const char *name, const char *text, size_t len, unsigned first_line)
{
	xlate_options_set_first_line(r->o, first_line);
	XlateResult *res = xlate_translate(r->o, text, len, name);
	XlateStatus st = xlate_result_status(res);
	if (st == XLATE_NO_MEMORY)
		fputs("xlate: out of memory\n", stderr);
	if (r->verify) {
		static const char kinds[] = {[XLATE_SEVERITY_ERROR] = 'e', [XLATE_SEVERITY_WARNING] = 'w',
		                             [XLATE_SEVERITY_NOTE] = 'n'};
		for (size_t i = 0; i < xlate_result_diagnostic_count(res); i++) {
			const XlateDiagnostic *d = xlate_result_diagnostic(res, i);
			expect_diag(&r->ex, kinds[d->severity], d->line, d->column, d->message);
		}
	}
	if (st == XLATE_OK && r->rt && !roundtrips(r, name, text, len)) {
		fprintf(stderr, "%s:%u:1: error: 'builtin.module' op roundTrip testing roundtripped module differs "
		        "from original\n", name, first_line ? first_line : 1);
		st = XLATE_INPUT_ERROR;
	}
	size_t n;
	const char *s = xlate_result_output(res, &n);
	if (st == XLATE_OK)
		out_mem(&r->out, s, n);
	xlate_result_free(res);
	return st != XLATE_OK;
}

/* The chunks of buf: split at each "// -----" (the marker's line goes on
 * in the next chunk, as upstream's split leaves it); "// ---" followed by
 * anything else is a near miss, warned about and not split. */
static int run_split(Run *r, const char *file, const char *buf, size_t len)
{
	static const char mark[] = "// -----";
	const char *start = buf, *end = buf + len, *s = buf;
	unsigned line = 1, start_line = 1;
	int failed = 0;
	bool first = true;
	for (;;) {
		const char *m = s;
		while (m + 6 <= end && memcmp(m, mark, 6) != 0)
			m++;
		if (m + 6 > end)
			m = end;
		for (const char *p = s; p < m; p++)
			line += *p == '\n';
		if (m < end && !(m + 8 <= end && memcmp(m + 6, "--", 2) == 0)) {
			unsigned col = 1;
			for (const char *p = m; p > buf && p[-1] != '\n'; p--)
				col++;
			fprintf(stderr, "%s:%u:%u: warning: near miss with file split marker\n", file, line, col);
			s = m + 6;
			continue;
		}
		if (!first)
			out_str(&r->out, r->marker), out_ch(&r->out, '\n');
		first = false;
		char name[4200];
		if (r->face == TR)
			snprintf(name, sizeof name, "within split at %s:%u offset ", file, start_line);
		if (r->face == OPT) {
			failed |= run_chunk(r, file, start, (size_t)(m - start), start_line);
		} else {   /* a chunk of its own to mlir-translate, verified on its own */
			if (r->verify)
				expect_parse(&r->ex, name, start, (size_t)(m - start), stderr, r->only_expected);
			failed |= run_chunk(r, name, start, (size_t)(m - start), 1);
			if (r->verify) {
				r->vfailed |= expect_finish(&r->ex);
				expect_free(&r->ex);
			}
		}
		if (m == end)
			break;
		s = start = m + 8;
		start_line = line;
	}
	return failed;
}

/* Reads all of path ("-": standard input); NULL on failure. */
static char *slurp(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0, k;
	char *b = malloc(cap + 1);
	while (b && (k = fread(b + n, 1, cap - n, f)) > 0)
		if ((n += k) == cap && !(b = realloc(b, (cap *= 2) + 1)))
			break;
	bool err = ferror(f);
	if (f != stdin)
		fclose(f);
	if (!b || err) {
		free(b);
		return NULL;
	}
	b[n] = 0;
	*len = n;
	return b;
}

static int bad(const char *prog, const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", prog);
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	return 1;
}

int face_main(int face_opt, int argc, char **argv)
{
	int face = face_opt ? OPT : TR;
	const char *prog = face == OPT ? "xlate-opt" : "xlate-translate";
	const char *in = NULL, *outpath = "-";
	Run r = {.face = face, .marker = face == OPT ? "// -----" : ""};
	int mode = -1, rc = 1;
	r.o = xlate_options_new();
	if (!r.o)
		return 1;
	if (face == OPT)
		xlate_options_set_mode(r.o, XLATE_MODE_PRINT);
	bool unreg = false, positional_only = false, roundtrip = false;
	unsigned version = 22;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (positional_only || a[0] != '-' || !a[1]) {
			if (in) {
				fprintf(stderr, "%s: Too many positional arguments specified!\n"
				        "Can specify at most 1 positional arguments: See: %s --help\n", prog, prog);
				goto out;
			}
			in = a;
			continue;
		}
		if (!strcmp(a, "--")) {
			positional_only = true;
			continue;
		}
		const char *name = a + (a[1] == '-' ? 2 : 1), *eq = strchr(name, '='), *val = eq ? eq + 1 : NULL;
		size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
		char nbuf[128];
		if (nlen >= sizeof nbuf) {
			bad(prog, "Unknown command line argument '%s'.", a);
			goto out;
		}
		memcpy(nbuf, name, nlen);
		nbuf[nlen] = 0;
		int k = 0;
		while (k < NFLAGS && !((flags[k].faces & face) && !strcmp(flags[k].name, nbuf)))
			k++;
		if (k == NFLAGS) {
			int t = 0;
			char err[512] = "";
			if (face == OPT && !val && !strcmp(nbuf, "pass-pipeline") && i + 1 < argc)
				val = argv[++i];
			if (face == OPT)
				t = xlate_options_add_pass(r.o, nbuf, val, err, sizeof err);
			if (t < 0) {
				fprintf(stderr, "%s: %s\n", prog, err[0] ? err : "bad pass option");
				goto out;
			}
			if (t == 0) {
				fprintf(stderr, "%s: Unknown command line argument '%s'.  Try: '%s --help'\n", prog, a, prog);
				goto out;
			}
			continue;
		}
		const struct Flag *f = &flags[k];
		if (f->arg == NEEDARG && !val) {
			if (i + 1 == argc) {
				fprintf(stderr, "%s: for the -%s option: requires a value!\n", prog, f->name);
				goto out;
			}
			val = argv[++i];
		}
		if (f->arg == NOARG && !is_bool(val)) {
			fprintf(stderr, "%s: for the -%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n",
			        prog, f->name, val);
			goto out;
		}
		bool on = f->arg != NOARG || is_true(val);
		switch (f->id) {
		case F_HELP:
			usage(face, prog);
			rc = 0;
			goto out;
		case F_VERSION:
			printf("xlate %s (the face of %s)\n", xlate_version(), face == OPT ? "mlir-opt" : "mlir-translate");
			rc = 0;
			goto out;
		case F_OUT: outpath = val; break;
		case F_SPLIT:
			if (val && *val && strcmp(val, "// -----")) {
				fprintf(stderr, "%s: only the split marker '// -----' is supported, not '%s'\n", prog, val);
				goto out;
			}
			r.split = true;
			break;
		case F_MARKER: r.marker = val; break;
		case F_VERIFY:
			if (val && *val && strcmp(val, "all") && strcmp(val, "only-expected")) {
				fprintf(stderr, "%s: for the -verify-diagnostics option: Cannot find option named '%s'!\n", prog, val);
				goto out;
			}
			r.verify = true;
			r.only_expected = val && !strcmp(val, "only-expected");
			break;
		case F_GENERIC: xlate_options_set_flag(r.o, XLATE_GENERIC, on); break;
		case F_DEBUGINFO: xlate_options_set_flag(r.o, XLATE_PRINT_LOCATIONS, on); break;
		case F_UNREG: unreg = on; break;
		case F_LITERALS: xlate_options_set_flag(r.o, XLATE_IMPORT_STRUCTS_AS_LITERALS, on); break;
		case F_LLVM_VERSION:
			if ((strcmp(val, "14") && strcmp(val, "19") && strcmp(val, "22")) ||
			    xlate_options_set_llvm_version(r.o, version = (unsigned)atoi(val)) != 0) {
				bad(prog, "unsupported LLVM version '%s' (14, 19 or 22)", val);
				goto out;
			}
			break;
		case F_TO_LLVMIR:
			mode = XLATE_MODE_TO_LLVM;
			xlate_options_set_flag(r.o, XLATE_LLVM_DIALECT_ONLY, 1);
			break;
		case F_IMPORT: mode = XLATE_MODE_IMPORT_LLVM; break;
		case F_ROUNDTRIP: roundtrip = on; break;
		case F_NOOP: break;
		case F_NO_IMPLICIT: xlate_options_set_flag(r.o, XLATE_NO_IMPLICIT_MODULE, on); break;
		}
	}
	if (face == TR && mode < 0) {
		fprintf(stderr, "%s: no translation given (--mlir-to-llvmir or --import-llvm)\n", prog);
		goto out;
	}
	if (mode >= 0)
		xlate_options_set_mode(r.o, (XlateMode)mode);
	xlate_options_set_flag(r.o, XLATE_REJECT_UNREGISTERED, !unreg);
	if (roundtrip && (r.rt = xlate_options_new())) {
		xlate_options_set_llvm_version(r.rt, version);
		xlate_options_set_flag(r.rt, XLATE_REJECT_UNREGISTERED, !unreg);
	}
	if (!in)
		in = "-";
	const char *file = strcmp(in, "-") ? in : "<stdin>";
	size_t len;
	char *buf = slurp(in, &len);
	if (!buf) {
		fprintf(stderr, "%s: cannot open input file '%s'\n", prog, in);
		goto out;
	}
	if (!r.verify)
		xlate_options_set_diagnostics_stream(r.o, stderr);
	out_init(&r.out);
	bool whole = !r.split || face == OPT;   /* verified over the whole file */
	if (r.verify && whole)
		expect_parse(&r.ex, file, buf, len, stderr, r.only_expected);
	int failed = r.split ? run_split(&r, file, buf, len) : run_chunk(&r, file, buf, len, 1);
	rc = failed;
	if (r.verify && whole) {
		rc = expect_finish(&r.ex);
		expect_free(&r.ex);
	} else if (r.verify) {
		rc = r.vfailed;
	}
	if ((rc == 0 || !strcmp(outpath, "-")) && out_commit(&r.out, outpath) != 0) {
		fprintf(stderr, "%s: cannot write '%s'\n", prog, outpath);
		rc = 1;
	}
	out_free(&r.out);
	free(buf);
out:
	xlate_options_free(r.o);
	xlate_options_free(r.rt);
	return rc;
}
