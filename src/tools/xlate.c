/* xlate.c - the command line, built on the public API (xlate.h): reads
 * the options, has the library read the input, translate it and commit
 * the output (only on success), and turns the status into the exit code.
 * Called xlate-opt or xlate-translate, or with --opt / --translate first,
 * it takes mlir-opt's or mlir-translate's command line instead (faces.c). */
#include <stdlib.h>
#include <string.h>

#include "xlate/xlate.h"
#include "tools/faces.h"

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
	"mlir-opt's passes (run in order instead of the lowering; options as '=opt=val opt2=val'):\n"
	"  --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm\n"
	"  --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts\n"
	"  --llvm-request-c-wrappers --set-llvm-module-datalayout\n"
	"  --pass-pipeline='builtin.module(PASS{opt=val ...}, func.func(PASS), ...)'\n"
	"  --help, --version\n"
	"xlate --opt ... (or xlate-opt) takes mlir-opt's flags, xlate --translate ...\n"
	"(or xlate-translate) mlir-translate's: see their --help.\n";

static int usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "xlate: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", usage_text);
	return 2;
}

static int finish(XlateOptions *o, int rc)
{
	xlate_options_free(o);
	return rc;
}

int main(int argc, char **argv)
{
	const char *base = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	if (!strcmp(base, "xlate-opt") || !strcmp(base, "xlate-translate"))
		return face_main(!strcmp(base, "xlate-opt"), argc, argv);
	if (argc > 1 && (!strcmp(argv[1], "--opt") || !strcmp(argv[1], "--translate")))
		return face_main(!strcmp(argv[1], "--opt"), argc - 1, argv + 1);
	const char *in = NULL, *outpath = "-";
	XlateOptions *o = xlate_options_new();
	if (!o)
		return 1;
	static const struct { const char *name; int mode, flag; } flags[] = {
		{"--to-llvm", XLATE_MODE_TO_LLVM, -1}, {"--to-llvm-dialect", XLATE_MODE_TO_LLVM_DIALECT, -1},
		{"--import-llvm", XLATE_MODE_IMPORT_LLVM, -1},
		{"--generic", -1, XLATE_GENERIC}, {"--mlir-print-op-generic", -1, XLATE_GENERIC},
		{"--no-verify", -1, XLATE_NO_VERIFY}, {"--no-stream", -1, XLATE_NO_STREAM},
		{"--use-bare-ptr-memref-call-conv", -1, XLATE_BARE_PTR_MEMREF_CALL_CONV},
		{"--emit-c-wrappers", -1, XLATE_EMIT_C_WRAPPERS}, {"--use-generic-functions", -1, XLATE_USE_GENERIC_FUNCTIONS},
	};
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		unsigned k = 0, nflags = sizeof flags / sizeof *flags;
		while (k < nflags && strcmp(a, flags[k].name) != 0)
			k++;
		if (k < nflags && flags[k].mode >= 0) {
			xlate_options_set_mode(o, (XlateMode)flags[k].mode);
		} else if (k < nflags) {
			xlate_options_set_flag(o, (XlateFlag)flags[k].flag, 1);
		} else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(usage_text, stdout);
			return finish(o, 0);
		} else if (strcmp(a, "--version") == 0) {
			printf("xlate %s\n", xlate_version());
			return finish(o, 0);
		} else if (strcmp(a, "-o") == 0) {
			if (++i == argc)
				return finish(o, usage_error("%s needs a file name", a));
			outpath = argv[i];
		} else if (strncmp(a, "--index-bitwidth=", 17) == 0) {
			char *end;
			long v = strtol(a + 17, &end, 10);
			if (*end || v <= 0 || v > 1024 || xlate_options_set_index_bitwidth(o, (unsigned)v) != 0)
				return finish(o, usage_error("bad index bit width in '%s'", a));
		} else if (strncmp(a, "--llvm-version=", 15) == 0) {
			if ((strcmp(a + 15, "14") && strcmp(a + 15, "19") && strcmp(a + 15, "22")) ||
			    xlate_options_set_llvm_version(o, (unsigned)atoi(a + 15)) != 0)
				return finish(o, usage_error("unsupported LLVM version in '%s' (14, 19 or 22)", a));
		} else if (a[0] == '-' && a[1] != 0) {
			char name[128], err[512] = "";
			const char *eq = strchr(a, '=');
			size_t n = eq ? (size_t)(eq - a) : strlen(a);
			snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name ? n : sizeof name - 1), a);
			int k = n < sizeof name ? xlate_options_add_pass(o, name, eq ? eq + 1 : NULL, err, sizeof err) : 0;
			if (k < 0)
				return finish(o, usage_error("%s", err));
			if (k == 0)
				return finish(o, usage_error("unknown option '%s'", a));
		} else if (in) {
			return finish(o, usage_error("more than one input file ('%s')", a));
		} else {
			in = a;
		}
	}
	if (!in)
		return finish(o, usage_error("%s", "no input file"));
	xlate_options_set_diagnostics_stream(o, stderr);
	xlate_options_set_output_file(o, outpath);
	XlateResult *r = xlate_translate_file(o, in);
	XlateStatus st = xlate_result_status(r);
	if (st == XLATE_READ_ERROR || st == XLATE_WRITE_ERROR || st == XLATE_NO_MEMORY)
		fprintf(stderr, "xlate: %s\n", st == XLATE_NO_MEMORY ? "out of memory" : xlate_result_message(r));
	xlate_result_free(r);
	return finish(o, st == XLATE_OK ? 0 : 1);
}
