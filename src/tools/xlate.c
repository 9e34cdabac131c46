/* xlate.c - the command line: reads the options and the input, calls the
 * driver (src/driver), and commits the output only on success. */
#include <errno.h>
#include <string.h>

#include "driver/driver.h"

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

static int usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "xlate: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", usage_text);
	return 2;
}

int main(int argc, char **argv)
{
	DriveOpts d = {.mode = DRIVE_PRINT, .llvm_version = 22};
	const char *in = NULL, *outpath = NULL;
	static const struct { const char *name; int mode; size_t field; } flags[] = {
		{"--to-llvm", DRIVE_TO_LLVM, 0}, {"--to-llvm-dialect", DRIVE_TO_LLVM_DIALECT, 0},
		{"--import-llvm", DRIVE_IMPORT, 0},
		{"--generic", -1, offsetof(DriveOpts, generic)}, {"--mlir-print-op-generic", -1, offsetof(DriveOpts, generic)},
		{"--no-verify", -1, offsetof(DriveOpts, no_verify)}, {"--no-stream", -1, offsetof(DriveOpts, no_stream)},
		{"--use-bare-ptr-memref-call-conv", -1, offsetof(DriveOpts, conv.use_bare_ptr_memref_call_conv)},
		{"--emit-c-wrappers", -1, offsetof(DriveOpts, conv.emit_c_wrappers)},
		{"--use-generic-functions", -1, offsetof(DriveOpts, conv.use_generic_functions)},
	};
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		unsigned k = 0, nflags = sizeof flags / sizeof *flags;
		while (k < nflags && strcmp(a, flags[k].name) != 0)
			k++;
		if (k < nflags && flags[k].mode >= 0) {
			d.mode = (DriveMode)flags[k].mode;
		} else if (k < nflags) {
			*(bool *)((char *)&d + flags[k].field) = true;
		} else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(usage_text, stdout);
			return 0;
		} else if (strcmp(a, "--version") == 0) {
			puts("xlate " XLATE_VERSION);
			return 0;
		} else if (strcmp(a, "-o") == 0) {
			if (++i == argc)
				return usage_error("%s needs a file name", a);
			outpath = argv[i];
		} else if (strncmp(a, "--index-bitwidth=", 17) == 0) {
			char *end;
			long v = strtol(a + 17, &end, 10);
			if (*end || v <= 0 || v > 1024)
				return usage_error("bad index bit width in '%s'", a);
			d.conv.index_bitwidth = (unsigned)v;
		} else if (strncmp(a, "--llvm-version=", 15) == 0) {
			if (strcmp(a + 15, "14") && strcmp(a + 15, "19") && strcmp(a + 15, "22"))
				return usage_error("unsupported LLVM version in '%s' (14, 19 or 22)", a);
			d.llvm_version = (unsigned)atoi(a + 15);
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
	bool mapped;
	char *text = text_read(in, &len, &mapped);
	if (!text) {
		fprintf(stderr, "xlate: cannot read '%s': %s\n", in, strerror(errno));
		return 1;
	}
	Out o;
	if (out_open(&o, outpath) != 0)
		out_init(&o);   /* no temporary file: keep the output in memory */
	int rc = drive(&d, strcmp(in, "-") == 0 ? "<stdin>" : in, text, len, mapped, &o, stderr, NULL);
	if (rc == -1 || (rc == 0 && out_commit(&o, outpath) != 0)) {
		fprintf(stderr, "xlate: cannot write '%s': %s\n", outpath ? outpath : "<stdout>", strerror(errno));
		rc = 1;
	}
	out_free(&o);
	text_free(text, len, mapped);
	return rc;
}
