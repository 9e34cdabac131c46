/* args.c - xlate's command line as data: the usage text and the reading
 * of argv into XlateOptions (xlate_options_from_args), through the public
 * API only, so that src/tools/xlate.c does nothing but call it, run the
 * translation and turn the status into the exit code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xlate/xlate.h"

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
	"  --keep-ll-extras       --import-llvm: keep what the LLVM dialect cannot hold (phi order, typed types)\n"
	"                         as xlate.* attributes, for --llvm-version=14 --to-llvm\n"
	"mlir-opt's passes (run in order instead of the lowering; options as '=opt=val opt2=val'):\n"
	"  --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm\n"
	"  --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts\n"
	"  --llvm-request-c-wrappers --set-llvm-module-datalayout\n"
	"  --pass-pipeline='builtin.module(PASS{opt=val ...}, func.func(PASS), ...)'\n"
	"  --help, --version\n"
	"xlate --opt ... (or xlate-opt) takes mlir-opt's flags, xlate --translate ...\n"
	"(or xlate-translate) mlir-translate's: see their --help.\n";

const char *xlate_usage(void)
{
	return usage_text;
}

static const struct { const char *name; int mode, flag; } flags[] = {
	{"--to-llvm", XLATE_MODE_TO_LLVM, -1}, {"--to-llvm-dialect", XLATE_MODE_TO_LLVM_DIALECT, -1},
	{"--import-llvm", XLATE_MODE_IMPORT_LLVM, -1},
	{"--generic", -1, XLATE_GENERIC}, {"--mlir-print-op-generic", -1, XLATE_GENERIC},
	{"--no-verify", -1, XLATE_NO_VERIFY}, {"--no-stream", -1, XLATE_NO_STREAM},
	{"--use-bare-ptr-memref-call-conv", -1, XLATE_BARE_PTR_MEMREF_CALL_CONV},
	{"--emit-c-wrappers", -1, XLATE_EMIT_C_WRAPPERS}, {"--use-generic-functions", -1, XLATE_USE_GENERIC_FUNCTIONS},
	{"--keep-ll-extras", -1, XLATE_KEEP_LL_EXTRAS},
};

/* One argument a (i its index, advanced past an option's value): 0, or
 * -1 with the reason in err, or XLATE_ARGS_HELP / XLATE_ARGS_VERSION. */
static int one_arg(XlateOptions *o, int argc, char **argv, int *i, const char **input, const char **output,
                   char *err, size_t nerr)
{
	const char *a = argv[*i];
	unsigned k = 0, nflags = sizeof flags / sizeof *flags;
	while (k < nflags && strcmp(a, flags[k].name) != 0)
		k++;
	if (k < nflags && flags[k].mode >= 0)
		return xlate_options_set_mode(o, (XlateMode)flags[k].mode), 0;
	if (k < nflags)
		return xlate_options_set_flag(o, (XlateFlag)flags[k].flag, 1), 0;
	if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
		return XLATE_ARGS_HELP;
	if (strcmp(a, "--version") == 0)
		return XLATE_ARGS_VERSION;
	if (strcmp(a, "-o") == 0) {
		if (++*i == argc)
			return snprintf(err, nerr, "%s needs a file name", a), -1;
		*output = argv[*i];
		return 0;
	}
	if (strncmp(a, "--index-bitwidth=", 17) == 0) {
		char *end;
		long v = strtol(a + 17, &end, 10);
		if (*end || v <= 0 || v > 1024 || xlate_options_set_index_bitwidth(o, (unsigned)v) != 0)
			return snprintf(err, nerr, "bad index bit width in '%s'", a), -1;
		return 0;
	}
	if (strncmp(a, "--llvm-version=", 15) == 0) {
		if ((strcmp(a + 15, "14") && strcmp(a + 15, "19") && strcmp(a + 15, "22")) ||
		    xlate_options_set_llvm_version(o, (unsigned)atoi(a + 15)) != 0)
			return snprintf(err, nerr, "unsupported LLVM version in '%s' (14, 19 or 22)", a), -1;
		return 0;
	}
	if (a[0] == '-' && a[1] != 0) {   /* an mlir-opt pass flag */
		char name[128];
		const char *eq = strchr(a, '=');
		size_t n = eq ? (size_t)(eq - a) : strlen(a);
		snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name ? n : sizeof name - 1), a);
		int r = n < sizeof name ? xlate_options_add_pass(o, name, eq ? eq + 1 : NULL, err, nerr) : 0;
		if (r == 0)
			snprintf(err, nerr, "unknown option '%s'", a);
		return r > 0 ? 0 : -1;
	}
	if (*input)
		return snprintf(err, nerr, "more than one input file ('%s')", a), -1;
	*input = a;
	return 0;
}

int xlate_options_from_args(XlateOptions *o, int argc, char **argv, const char **input, const char **output,
                            char *err, size_t nerr)
{
	*input = NULL;
	*output = "-";
	for (int i = 1; i < argc; i++) {
		int r = one_arg(o, argc, argv, &i, input, output, err, nerr);
		if (r)
			return r;
	}
	if (!*input)
		return snprintf(err, nerr, "no input file"), -1;
	return 0;
}
