/* driver.h - the one driver (driver.c): how a run flows, for every mode
 * and both front ends. */
#ifndef XLATE_DRIVER_H
#define XLATE_DRIVER_H

#include "xlate/ir.h"

typedef enum DriveMode {
	DRIVE_PRINT,           /* MLIR in, parse, verify, print MLIR (like mlir-opt) */
	DRIVE_TO_LLVM,         /* MLIR in, lower, print LLVM IR */
	DRIVE_TO_LLVM_DIALECT, /* MLIR in, lower, print the llvm dialect */
	DRIVE_IMPORT,          /* LLVM IR in, print the llvm dialect */
} DriveMode;

/* A pass of mlir-opt (passes.c): a lowering of some dialects, the
 * reconciliation of the casts, or one that sets an attribute. */
typedef enum PassKind {
	PASS_LOWER,            /* o.dialects: what the lowering lowers */
	PASS_RECONCILE,        /* reconcile-unrealized-casts */
	PASS_C_WRAPPERS,       /* llvm-request-c-wrappers: llvm.emit_c_interface on every func.func */
	PASS_DATA_LAYOUT,      /* set-llvm-module-datalayout: the module's llvm.data_layout */
} PassKind;
typedef struct Pass {
	PassKind kind;
	ConvOpts o;
	const char *data_layout;   /* PASS_DATA_LAYOUT: the string (not 0-terminated) */
	size_t ndata_layout;
} Pass;
enum { MAX_PASSES = 64 };
typedef struct PassList {
	unsigned n;
	Pass v[MAX_PASSES];
} PassList;

typedef struct DriveOpts {
	DriveMode mode;
	bool generic;          /* print MLIR in generic form */
	bool no_verify;
	bool no_stream;        /* hold the whole module (same output) */
	unsigned llvm_version; /* the generation written: 14, 19 or 22 */
	unsigned first_line;   /* the text begins at this line of the file (0: 1) */
	bool reject_unregistered;  /* ops of unknown dialects are errors */
	bool structs_as_literals;  /* import: named structs become literal ones */
	bool keep_ll_extras;       /* import: what the dialect cannot hold, as xlate.* attributes */
	bool llvm_only;        /* DRIVE_TO_LLVM: ops of other dialects are refused, not
	                          lowered (mlir-translate --mlir-to-llvmir) */
	bool no_implicit_module;  /* with llvm_only: the file's one top-level op is the module */
	bool print_locs;       /* MLIR output with the locations (held whole: they may
	                          name #loc aliases the end of the input defines) */
	ConvOpts conv;         /* the lowering's options */
	PassList passes;       /* mlir-opt's passes, run in order instead of the lowering */
} DriveOpts;

/* Reads a pass flag of mlir-opt (name with or without its dashes, value
 * after '=' or NULL): a pass with its options, or --pass-pipeline, added
 * to pl.  Returns 1 if taken, 0 if name is no pass flag, -1 on a bad
 * value (the message in err). */
int pass_flag(const char *name, const char *value, PassList *pl, char *err, size_t nerr);
/* Runs the passes of pl on module in order; 1 after errors. */
int run_passes(Ctx *c, Op *module, const PassList *pl);

/* Translates the text buf (len bytes, buf[len] == 0; from text_map when
 * mapped), named file in diagnostics, to o; diagnostics go to diag and,
 * when diags is not NULL, are kept there as data too.  Returns 0 on
 * success, 1 after errors in the input, -1 when the output could not be
 * written (o's temporary file). */
int drive(const DriveOpts *d, const char *file, const char *buf, size_t len, bool mapped,
          Out *o, FILE *diag, DiagVec *diags);

#endif
