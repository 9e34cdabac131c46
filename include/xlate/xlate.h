/* xlate.h - the public C API of xlate: translate MLIR text to LLVM IR (or
 * to the LLVM dialect), LLVM IR to MLIR, or re-print MLIR, in-process.
 *
 * Every call is independent: there is no global state, separate calls may
 * run in separate threads at once, and bad input is reported as
 * diagnostics and a status, never by exiting.  Nothing is printed unless
 * asked (xlate_options_set_diagnostics_stream).
 *
 *     XlateOptions *o = xlate_options_new();
 *     xlate_options_set_mode(o, XLATE_MODE_TO_LLVM);
 *     XlateResult *r = xlate_translate(o, text, len, "in.mlir");
 *     if (xlate_result_status(r) == XLATE_OK)
 *         fwrite(xlate_result_output(r, NULL), 1, ..., stdout);
 *     xlate_result_free(r);
 *     xlate_options_free(o);
 */
#ifndef XLATE_XLATE_H
#define XLATE_XLATE_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What the shared library exports (it is built with hidden visibility). */
#if defined(__GNUC__)
#define XLATE_API __attribute__((visibility("default")))
#else
#define XLATE_API
#endif

#define XLATE_VERSION_MAJOR 0
#define XLATE_VERSION_MINOR 1
#define XLATE_VERSION_PATCH 0

/* "0.1.0": the version of the library linked. */
XLATE_API const char *xlate_version(void);

typedef enum XlateMode {
	XLATE_MODE_PRINT,            /* MLIR -> parse, verify, print MLIR (like mlir-opt) */
	XLATE_MODE_TO_LLVM,          /* MLIR (func/arith/cf/memref/index/llvm) -> LLVM IR */
	XLATE_MODE_TO_LLVM_DIALECT,  /* the same lowering, printed as LLVM-dialect MLIR */
	XLATE_MODE_IMPORT_LLVM,      /* LLVM IR (.ll) -> MLIR in the LLVM dialect */
} XlateMode;

/* Boolean options, off by default (the command line's flags). */
typedef enum XlateFlag {
	XLATE_GENERIC,                    /* --generic: MLIR ops in generic form */
	XLATE_NO_VERIFY,                  /* --no-verify */
	XLATE_NO_STREAM,                  /* --no-stream: hold the whole module (same output) */
	XLATE_BARE_PTR_MEMREF_CALL_CONV,  /* --use-bare-ptr-memref-call-conv */
	XLATE_EMIT_C_WRAPPERS,            /* --emit-c-wrappers */
	XLATE_USE_GENERIC_FUNCTIONS,      /* --use-generic-functions */
	XLATE_REJECT_UNREGISTERED,        /* ops of dialects xlate does not know are errors
	                                     (mlir-opt without --allow-unregistered-dialect) */
	XLATE_IMPORT_STRUCTS_AS_LITERALS, /* --import-llvm: named structs become literal ones
	                                     (mlir-translate-22 -import-structs-as-literals) */
	XLATE_LLVM_DIALECT_ONLY,          /* --to-llvm: ops of other dialects than llvm are refused
	                                     as mlir-translate --mlir-to-llvmir refuses them */
	XLATE_NO_IMPLICIT_MODULE,         /* with XLATE_LLVM_DIALECT_ONLY: the file's one top-level
	                                     op must be the module (mlir-translate --no-implicit-module) */
	XLATE_PRINT_LOCATIONS,            /* MLIR output: each op's and block argument's location
	                                     printed, loc(...) (mlir-opt --mlir-print-debuginfo) */
	XLATE_KEEP_LL_EXTRAS,             /* --import-llvm --keep-ll-extras: what the LLVM dialect has
	                                     no place for, as xlate.* attributes (which MLIR tools
	                                     ignore) that --llvm-version=14 --to-llvm writes back */
} XlateFlag;

typedef struct XlateOptions XlateOptions;
XLATE_API XlateOptions *xlate_options_new(void);    /* NULL if out of memory */
XLATE_API void xlate_options_free(XlateOptions *o);
/* Each returns 0, or -1 for a value out of range (the option is unchanged). */
XLATE_API int xlate_options_set_mode(XlateOptions *o, XlateMode mode);
XLATE_API int xlate_options_set_flag(XlateOptions *o, XlateFlag flag, int on);
XLATE_API int xlate_options_set_llvm_version(XlateOptions *o, unsigned version);   /* 14, 19 or 22 (default 22) */
XLATE_API int xlate_options_set_index_bitwidth(XlateOptions *o, unsigned bits);    /* 1..1024; 0: default */
/* The text translated begins at this line of its file (a chunk of a split
 * input): diagnostics count lines from there.  0 or 1: the file's start. */
XLATE_API int xlate_options_set_first_line(XlateOptions *o, unsigned line);
/* Adds an mlir-opt pass flag (flag with or without its dashes, value after
 * '=' or NULL): "convert-arith-to-llvm", "convert-func-to-llvm" with
 * "use-bare-ptr-memref-call-conv=1", "pass-pipeline" with
 * "builtin.module(...)", ...  The passes run in the order added, instead
 * of the mode's lowering.  Returns 1 if taken, 0 if flag is no pass flag,
 * -1 on a bad value (a message in err, nerr bytes, if not NULL). */
XLATE_API int xlate_options_add_pass(XlateOptions *o, const char *flag, const char *value, char *err, size_t nerr);
/* Diagnostics are also printed to f as they are final, in the command
 * line's form (file:line:col: error: message, the line, a caret).  NULL
 * (the default): only collected in the result. */
XLATE_API void xlate_options_set_diagnostics_stream(XlateOptions *o, FILE *f);
/* The output is written to the file path instead of kept in the result
 * ("-": standard output), and only if the translation succeeds (through a
 * temporary file renamed over path).  NULL (the default): in the result. */
XLATE_API int xlate_options_set_output_file(XlateOptions *o, const char *path);

/* xlate's command line: argv[1..argc), the options xlate_usage() lists,
 * read into o; *input is the input file, *output the -o file ("-" when
 * none).  Returns 0 to translate; XLATE_ARGS_HELP or XLATE_ARGS_VERSION
 * when that was asked (nothing else read); -1 on a bad command line, the
 * reason in err (nerr bytes, NUL-terminated). */
enum { XLATE_ARGS_HELP = 1, XLATE_ARGS_VERSION = 2 };
XLATE_API int xlate_options_from_args(XlateOptions *o, int argc, char **argv, const char **input,
                                      const char **output, char *err, size_t nerr);
XLATE_API const char *xlate_usage(void);   /* the text of xlate --help */

typedef enum XlateStatus {
	XLATE_OK = 0,
	XLATE_INPUT_ERROR = 1,    /* the input has errors: see the diagnostics */
	XLATE_READ_ERROR = 2,     /* xlate_translate_file could not read the input */
	XLATE_WRITE_ERROR = 3,    /* the output file could not be written */
	XLATE_NO_MEMORY = 4,
} XlateStatus;

typedef enum XlateSeverity { XLATE_SEVERITY_ERROR, XLATE_SEVERITY_WARNING, XLATE_SEVERITY_NOTE } XlateSeverity;

typedef struct XlateDiagnostic {
	const char *file;         /* as given to xlate_translate */
	unsigned line, column;    /* from 1; 0 when unknown */
	XlateSeverity severity;
	const char *message;      /* without the position and severity */
} XlateDiagnostic;

typedef struct XlateResult XlateResult;
/* Translates len bytes of text (need not be NUL-terminated), named file in
 * diagnostics.  Never NULL: out of memory is XLATE_NO_MEMORY. */
XLATE_API XlateResult *xlate_translate(const XlateOptions *o, const char *text, size_t len, const char *file);
/* The same for the contents of the file path ("-": standard input). */
XLATE_API XlateResult *xlate_translate_file(const XlateOptions *o, const char *path);

XLATE_API XlateStatus xlate_result_status(const XlateResult *r);
/* The output text, NUL-terminated (empty unless XLATE_OK and no output
 * file was set); *len gets its length when len is not NULL. */
XLATE_API const char *xlate_result_output(const XlateResult *r, size_t *len);
XLATE_API size_t xlate_result_diagnostic_count(const XlateResult *r);
XLATE_API const XlateDiagnostic *xlate_result_diagnostic(const XlateResult *r, size_t i);   /* NULL past the end */
/* All the diagnostics as the command line prints them, NUL-terminated. */
XLATE_API const char *xlate_result_diagnostics_text(const XlateResult *r, size_t *len);
/* For XLATE_READ_ERROR / XLATE_WRITE_ERROR: "cannot read 'in.ll': No such
 * file or directory"; else "". */
XLATE_API const char *xlate_result_message(const XlateResult *r);
XLATE_API void xlate_result_free(XlateResult *r);

#ifdef __cplusplus
}
#endif
#endif
