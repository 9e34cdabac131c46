/* xlate.c - the command line: options, read the input, run the pipeline,
 * write the output only on success.  All the work is in the library. */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "xlate/ir.h"

#define XLATE_VERSION "0.1.0"

static const char usage_text[] =
	"usage: xlate [MODE] [OPTIONS] FILE   (FILE '-' reads standard input)\n"
	"modes:\n"
	"  (none)                 parse, verify and re-print MLIR (like mlir-opt)\n"
	"  --to-llvm              lower func/arith/cf/memref/index (or take llvm dialect) and print LLVM IR\n"
	"  --to-llvm-dialect      the same lowering, printed as LLVM-dialect MLIR\n"
	"  --import-llvm          read LLVM IR (.ll), print MLIR in the LLVM dialect\n"
	"options:\n"
	"  -o FILE                write the output to FILE (only if the run succeeds)\n"
	"  --llvm-version=N       the generation written: 14, 19 or 22 (default 22);\n"
	"                         every generation is read whatever N is\n"
	"  --generic              print MLIR ops in generic form\n"
	"  --index-bitwidth=N     bit width of lowered index (default 64)\n"
	"  --use-bare-ptr-memref-call-conv  pass static memrefs as bare pointers\n"
	"  --emit-c-wrappers      emit _mlir_ciface_ wrappers for every function\n"
	"  --use-generic-functions  allocate with _mlir_memref_to_llvm_* functions\n"
	"  --no-verify            skip the verifier\n"
	"  --no-stream            hold the whole module in memory (same output, more memory)\n"
	"  --help, --version\n";

enum Mode { MODE_ROUNDTRIP, MODE_TO_LLVM, MODE_TO_LLVM_DIALECT, MODE_IMPORT };

static int usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "xlate: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", usage_text);
	return 2;
}

/* Reads all of path ("-" = stdin) into a NUL-terminated heap buffer, or
 * maps it (*mapped) if it is a regular file. */
static char *read_all(const char *path, size_t *len, bool *mapped)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!f)
		return NULL;
	/* a regular file is mapped, or read into a buffer of its size (plus the NUL) */
	struct stat st;
	size_t cap = 1 << 16, n = 0;
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
		char *m = text_map(fileno(f), (size_t)st.st_size);
		if (m) {
			fclose(f);
			*len = (size_t)st.st_size;
			*mapped = true;
			return m;
		}
		cap = (size_t)st.st_size + 4097;
	}
	char *buf = xmalloc(cap);
	for (;;) {
		if (cap - n < 4096)
			buf = xrealloc(buf, cap *= 2);
		size_t got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	int bad = ferror(f);
	if (f != stdin)
		fclose(f);
	if (bad) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	*len = n;
	return buf;
}

int main(int argc, char **argv)
{
	enum Mode mode = MODE_ROUNDTRIP;
	const char *in = NULL, *outpath = NULL;
	bool generic = false, verify = true, stream = true;
	ConvOpts opts = {0};
	unsigned llvm_version = 22;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(usage_text, stdout);
			return 0;
		} else if (strcmp(a, "--version") == 0) {
			puts("xlate " XLATE_VERSION);
			return 0;
		} else if (strcmp(a, "--to-llvm") == 0) {
			mode = MODE_TO_LLVM;
		} else if (strcmp(a, "--to-llvm-dialect") == 0) {
			mode = MODE_TO_LLVM_DIALECT;
		} else if (strcmp(a, "--import-llvm") == 0) {
			mode = MODE_IMPORT;
		} else if (strcmp(a, "-o") == 0) {
			if (++i == argc)
				return usage_error("%s needs a file name", a);
			outpath = argv[i];
		} else if (strcmp(a, "--generic") == 0 || strcmp(a, "--mlir-print-op-generic") == 0) {
			generic = true;
		} else if (strcmp(a, "--no-verify") == 0) {
			verify = false;
		} else if (strcmp(a, "--no-stream") == 0) {   /* hidden: hold the whole module, for tests */
			stream = false;
		} else if (strncmp(a, "--index-bitwidth=", 17) == 0) {
			char *end;
			long v = strtol(a + 17, &end, 10);
			if (*end || v <= 0 || v > 1024)
				return usage_error("bad index bit width in '%s'", a);
			opts.index_bitwidth = (unsigned)v;
		} else if (strncmp(a, "--llvm-version=", 15) == 0) {
			if (strcmp(a + 15, "14") && strcmp(a + 15, "19") && strcmp(a + 15, "22"))
				return usage_error("unsupported LLVM version in '%s' (14, 19 or 22)", a);
			llvm_version = (unsigned)atoi(a + 15);
		} else if (strcmp(a, "--use-bare-ptr-memref-call-conv") == 0) {
			opts.use_bare_ptr_memref_call_conv = true;
		} else if (strcmp(a, "--emit-c-wrappers") == 0) {
			opts.emit_c_wrappers = true;
		} else if (strcmp(a, "--use-generic-functions") == 0) {
			opts.use_generic_functions = true;
		} else if (a[0] == '-' && a[1] != 0) {
			return usage_error("unknown option '%s'", a);
		} else if (in) {
			return usage_error("more than one input file ('%s')", a);
		} else {
			in = a;
		}
	}
	if (!in)
		return usage_error("%s", "no input file");

	size_t len;
	bool mapped = false;
	char *text = read_all(in, &len, &mapped);
	if (!text) {
		fprintf(stderr, "xlate: cannot read '%s': %s\n", in, strerror(errno));
		return 1;
	}

	Ctx *c = ctx_new();
	c->llvm_version = llvm_version;
	Source *src = ctx_add_source(c, strcmp(in, "-") == 0 ? "<stdin>" : in, text, len);
	src->mapped = mapped;
	Out o;
	if (out_open(&o, outpath) != 0)
		out_init(&o);   /* no temporary file: keep the output in memory */
	int rc;
	if (mode == MODE_TO_LLVM || (mode != MODE_IMPORT && !generic)) {
		rc = run_mlir(&c, src, &o, mode == MODE_ROUNDTRIP ? NULL : &opts, verify, mode == MODE_TO_LLVM, stream);
	} else {
		/* the import prints function bodies as it goes; an input it
		 * cannot stream is parsed again as a whole */
		MlirBodies *bodies = mode == MODE_IMPORT && stream && !generic ? mlir_bodies_new() : NULL;
		bool retry = false, body_err = false;
		Op *m = mode == MODE_IMPORT ? ll_parse_stream(c, src, bodies, &retry) : mlir_parse(c, src);
		if (retry) {
			mlir_bodies_free(bodies);
			bodies = NULL;
			src = ctx_restart(&c, src);
			m = ll_parse(c, src);
		}
		if (m && !c->nerrors && verify && mode != MODE_IMPORT)
			verify_module(c, m);
		if (m && !c->nerrors && mode == MODE_TO_LLVM_DIALECT)
			convert_to_llvm(c, m, &opts);
		if (m && !c->nerrors) {
			if (bodies)
				body_err = mlir_print_bodies(c, &o, m, bodies, MLIR_TRANSLATE) != 0;
			else
				mlir_print(c, &o, m, (generic ? MLIR_GENERIC : 0) | (mode == MODE_IMPORT ? MLIR_TRANSLATE : 0));
		}
		mlir_bodies_free(bodies);
		rc = !m || c->nerrors ? 1 : 0;
		if (rc == 0 && body_err)
			rc = -1;
	}
	if (rc == -1 || (rc == 0 && out_commit(&o, outpath) != 0)) {
		fprintf(stderr, "xlate: cannot write '%s': %s\n", outpath ? outpath : "<stdout>", strerror(errno));
		rc = 1;
	}
	out_free(&o);
	ctx_free(c);
	if (mapped)
		text_unmap(text, len);
	else
		free(text);
	return rc;
}
