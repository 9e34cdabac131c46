/* import.c - fuzz target: LLVM IR text -> --import-llvm -> MLIR print,
 * and the imported module printed back as LLVM IR.  An input of odd
 * length takes the streamed import (function bodies printed as they
 * end, a second plain parse when it cannot stream), as xlate does; one
 * of even length the plain one, then also the .ll printer.  A rejected
 * input must have been given an error. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	Source *src;
	char *copy;
	Ctx *c = fuzz_ctx("fuzz.ll", (const char *)data, n, fuzz_versions[n % 3], &src, &copy);
	Out o;
	out_init(&o);
	if (n & 1) {
		/* streamed, as --import-llvm runs */
		DriveOpts d = {.mode = DRIVE_IMPORT, .llvm_version = fuzz_versions[n % 3]};
		unsigned nerr;
		int rc = fuzz_drive(&d, "fuzz.ll", (const char *)data, n, &o, &nerr);
		FUZZ_REQUIRE(rc == 0 || nerr, "the streamed import failed without an error");
	} else {
		Op *m = ll_parse(c, src, NULL);
		FUZZ_REQUIRE(m || c->nerrors, "the import failed without an error");
		if (m && !c->nerrors) {
			mlir_print(c, &o, m, MLIR_TRANSLATE);
			mlir_print(c, &o, m, MLIR_GENERIC);
			ll_print(c, &o, m);
		}
	}
	out_free(&o);
	ctx_free(c);
	free(copy);
	return 0;
}
