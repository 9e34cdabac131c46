/* pipeline.c - fuzz target: the whole MLIR pipeline as xlate runs it on
 * MLIR input (src/driver/driver.c).  The first byte chooses the options,
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
	static const DriveMode modes[4] = {DRIVE_PRINT, DRIVE_TO_LLVM_DIALECT, DRIVE_TO_LLVM, DRIVE_TO_LLVM_DIALECT};
	DriveOpts d = {
		.mode = modes[opt & 3],
		.generic = (opt & 3) == 3,
		.no_verify = opt & 4,
		.no_stream = !stream,
		.llvm_version = version,
		.conv = {
			.index_bitwidth = opt & 64 ? 32 : 0,
			.use_bare_ptr_memref_call_conv = opt & 8,
			.emit_c_wrappers = opt & 16,
			.use_generic_functions = opt & 32,
		},
	};
	out_init(&r.o);
	r.rc = fuzz_drive(&d, "fuzz.mlir", text, n, &r.o, &r.nerrors);
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
