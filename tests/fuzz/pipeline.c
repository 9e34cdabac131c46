/* pipeline.c - fuzz target: the whole MLIR pipeline as xlate runs it on
 * MLIR input (src/conv/pipeline.c).  The first byte chooses the options,
 * the second the LLVM generation written; the rest is the MLIR text.
 *   byte 0: bits 0-1 mode (0 plain, 1 --to-llvm-dialect, 2 --to-llvm,
 *           3 --to-llvm-dialect --generic), bit 2 --no-verify, bit 3
 *           --use-bare-ptr-memref-call-conv, bit 4 --emit-c-wrappers,
 *           bit 5 --use-generic-functions, bit 6 --index-bitwidth=32,
 *           bit 7 streamed only (else streamed and --no-stream, compared)
 *   byte 1: --llvm-version = 14, 19, 22 (byte % 3)
 * Properties: a failed run reported an error; streamed and --no-stream
 * runs agree on the outcome and on the text written. */
#include "fuzz.h"

typedef struct Run {
	int rc;
	unsigned nerrors;
	Out o;
} Run;

static Run run(const char *text, size_t n, unsigned opt, unsigned version, bool stream)
{
	Run r = {0};
	Source *src;
	char *copy;
	Ctx *c = fuzz_ctx("fuzz.mlir", text, n, version, &src, &copy);
	ConvOpts opts = {
		.index_bitwidth = opt & 64 ? 32 : 0,
		.use_bare_ptr_memref_call_conv = opt & 8,
		.emit_c_wrappers = opt & 16,
		.use_generic_functions = opt & 32,
	};
	unsigned mode = opt & 3;
	bool verify = !(opt & 4);
	out_init(&r.o);
	if (mode != 3) {
		r.rc = run_mlir(&c, src, &r.o, mode == 0 ? NULL : &opts, verify, mode == 2, stream);
	} else {
		/* --generic: the whole module, as the command line does */
		Op *m = mlir_parse(c, src);
		if (m && !c->nerrors && verify)
			verify_module(c, m);
		if (m && !c->nerrors)
			convert_to_llvm(c, m, &opts);
		if (m && !c->nerrors)
			mlir_print(c, &r.o, m, MLIR_GENERIC);
		r.rc = !m || c->nerrors ? 1 : 0;
	}
	r.nerrors = c->nerrors;
	ctx_free(c);
	free(copy);
	return r;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	if (n < 2)
		return 0;
	unsigned opt = data[0], version = fuzz_versions[data[1] % 3];
	const char *text = (const char *)data + 2;
	n -= 2;
	Run s = run(text, n, opt, version, true);
	FUZZ_REQUIRE(s.rc == 0 || s.nerrors, "the pipeline failed without an error");
	if (!(opt & 128) && (opt & 3) != 3) {
		Run w = run(text, n, opt, version, false);
		FUZZ_REQUIRE(w.rc == 0 || w.nerrors, "the --no-stream pipeline failed without an error");
		FUZZ_REQUIRE(s.rc == w.rc, "streamed and --no-stream runs differ in their outcome");
		FUZZ_REQUIRE(s.rc || (s.o.len == w.o.len && (!s.o.len || memcmp(s.o.buf, w.o.buf, s.o.len) == 0)),
			     "streamed and --no-stream runs differ in their output");
		out_free(&w.o);
	}
	out_free(&s.o);
	return 0;
}
