/* mlir.c - fuzz target: MLIR text -> parse -> verify -> print (custom and
 * generic form).  A rejected input must have been given an error. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	Source *src;
	char *copy;
	Ctx *c = fuzz_ctx("fuzz.mlir", (const char *)data, n, 22, &src, &copy);
	Op *m = mlir_parse(c, src, NULL);
	FUZZ_REQUIRE(m || c->nerrors, "the parser failed without an error");
	if (m && !c->nerrors)
		verify_module(c, m);
	if (m && !c->nerrors) {
		Out o;
		out_init(&o);
		mlir_print(c, &o, m, 0);
		mlir_print(c, &o, m, MLIR_GENERIC);
		out_free(&o);
	}
	ctx_free(c);
	free(copy);
	return 0;
}
