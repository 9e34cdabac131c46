/* test_arity.c - every op of the table (ops.h) written in generic form
 * with 0..3 operands, 0..2 results, 0/1 regions and 0/1 successors, run
 * through every mode (print, --to-llvm-dialect, --to-llvm; verified and
 * --no-verify; LLVM 14, 19 and 22) in process: no signal, no sanitizer
 * report (this build aborts on one), and a run that fails says why.  The
 * counts the table gives (op_arity_ok) and mlir-opt's words for them. */
#include <stdio.h>
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"
#include "xlate/xlate.h"

/* The module of one shape: the op between a function's entry and ^bb1. */
static int shape_text(char *buf, size_t n, const char *name, int no, int nr, int ng, int ns)
{
	static const char *const opnds[] = {"", "%a", "%a, %b", "%a, %b, %c"};
	static const char *const tys[] = {"", "index", "index, index", "index, index, index"};
	static const char *const lhs[] = {"", "%r = ", "%r:2 = "};
	return snprintf(n ? buf : NULL, n,
	                "func.func @f(%%a: index, %%b: index, %%c: index) {\n"
	                "  %s\"%s\"(%s)%s%s : (%s) -> (%s)\n%s"
	                "^bb1:\n  return\n}\n",
	                lhs[nr], name, opnds[no], ns ? " [^bb1]" : "", ng ? " ({\n  })" : "", tys[no], tys[nr],
	                ns ? "" : "  cf.br ^bb1\n");
}

/* Runs every shape of the ops [from, to) through every mode. */
static void run_ops(OpKind from, OpKind to)
{
	static const XlateMode modes[] = {XLATE_MODE_PRINT, XLATE_MODE_TO_LLVM_DIALECT, XLATE_MODE_TO_LLVM};
	static const unsigned vers[] = {14, 19, 22};
	XlateOptions *o = xlate_options_new();
	for (OpKind k = from; k < to; k++) {
		const char *name = k == OP_LLVM_INTR ? "llvm.intr.memcpy" : op_names[k];
		for (int no = 0; no <= 3; no++)
		for (int nr = 0; nr <= 2; nr++)
		for (int ng = 0; ng <= 1; ng++)
		for (int ns = 0; ns <= 1; ns++) {
			char buf[512];
			int len = shape_text(buf, sizeof buf, name, no, nr, ng, ns);
			for (int m = 0; m < 3; m++)
			for (int nv = 0; nv <= 1; nv++)
			for (int v = 0; v < 3; v++) {
				/* verified, only the verifier sees a bad shape: once */
				if (!nv && (m || v))
					continue;
				xlate_options_set_mode(o, modes[m]);
				xlate_options_set_flag(o, XLATE_NO_VERIFY, nv);
				xlate_options_set_llvm_version(o, vers[v]);
				XlateResult *r = xlate_translate(o, buf, len, "g.mlir");
				cr_assert(xlate_result_status(r) == XLATE_OK || xlate_result_diagnostic_count(r) > 0,
				          "%s: mode %d, no-verify %d, llvm %u: failed without an error:\n%s",
				          name, m, nv, vers[v], buf);
				xlate_result_free(r);
			}
		}
	}
	xlate_options_free(o);
}

/* The table in four parts, so that they run side by side. */
Test(arity, shapes_1) { run_ops(1, OP_INDEX_CONSTANT); }
Test(arity, shapes_2) { run_ops(OP_INDEX_CONSTANT, OP_LLVM_FUNC); }
Test(arity, shapes_3) { run_ops(OP_LLVM_FUNC, OP_LLVM_ICMP); }
Test(arity, shapes_4) { run_ops(OP_LLVM_ICMP, NOPKINDS); }

/* A verified run gives MLIR's message for the first wrong count, in its
 * trait order: regions, results, successors, operands. */
static void expect_error(const char *name, int no, int nr, int ng, int ns, const char *msg)
{
	char buf[512];
	int len = shape_text(buf, sizeof buf, name, no, nr, ng, ns);
	XlateOptions *o = xlate_options_new();
	XlateResult *r = xlate_translate(o, buf, len, "g.mlir");
	cr_assert_eq(xlate_result_status(r), XLATE_INPUT_ERROR, "%s", buf);
	const XlateDiagnostic *d = xlate_result_diagnostic(r, 0);
	cr_assert_str_eq(d->message, msg, "%s", buf);
	cr_assert_eq(d->line, 2);
	xlate_result_free(r);
	xlate_options_free(o);
}

Test(arity, messages)
{
	expect_error("memref.dim", 0, 0, 0, 0, "'memref.dim' op requires one result");
	expect_error("memref.dim", 0, 1, 1, 0, "'memref.dim' op requires zero regions");
	expect_error("memref.dim", 3, 1, 0, 0, "'memref.dim' op expected 2 operands, but found 3");
	expect_error("memref.load", 0, 1, 0, 0, "'memref.load' op expected 1 or more operands, but found 0");
	expect_error("memref.store", 1, 1, 0, 0, "'memref.store' op requires zero results");
	expect_error("memref.extract_strided_metadata", 1, 1, 0, 0,
	             "'memref.extract_strided_metadata' op expected 2 or more results");
	expect_error("arith.addui_extended", 2, 1, 0, 0, "'arith.addui_extended' op expected 2 results");
	expect_error("arith.extsi", 0, 1, 0, 0, "'arith.extsi' op requires a single operand");
	expect_error("index.constant", 1, 1, 0, 0, "'index.constant' op requires zero operands");
	expect_error("cf.cond_br", 1, 0, 0, 1, "'cf.cond_br' op requires 2 successors but found 1");
	expect_error("func.return", 0, 0, 0, 1, "'func.return' op requires 0 successors but found 1");
	expect_error("llvm.call", 0, 2, 0, 0, "'llvm.call' op result group starting at #0 requires 0 or 1 element, but found 2");
	expect_error("memref.generic_atomic_rmw", 1, 1, 0, 0, "'memref.generic_atomic_rmw' op requires one region");
}
