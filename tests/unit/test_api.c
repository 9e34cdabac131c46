/* test_api.c - the public API (xlate.h): output and diagnostics as data,
 * options out of range refused, nothing printed unless asked, separate
 * calls in separate threads at once giving the same text as one at a time. */
#include <string.h>
#include <threads.h>

#include <criterion/criterion.h>

#include "xlate/xlate.h"

static const char good[] =
	"func.func @add(%a: i32, %b: i32) -> i32 {\n"
	"  %s = arith.addi %a, %b : i32\n"
	"  return %s : i32\n"
	"}\n";
static const char bad[] = "func.func @f() {\n  %x = arith.addi %y, %y : i32\n  return\n}\n";

Test(api, translates_to_llvm)
{
	XlateOptions *o = xlate_options_new();
	cr_assert_eq(xlate_options_set_mode(o, XLATE_MODE_TO_LLVM), 0);
	cr_assert_eq(xlate_options_set_llvm_version(o, 19), 0);
	XlateResult *r = xlate_translate(o, good, sizeof good - 1, "good.mlir");
	cr_assert_eq(xlate_result_status(r), XLATE_OK);
	size_t len;
	const char *out = xlate_result_output(r, &len);
	cr_assert_eq(strlen(out), len);
	cr_assert(strstr(out, "define i32 @add(i32 %0, i32 %1)"), "%s", out);
	cr_assert(strstr(out, "add i32 %0, %1"), "%s", out);
	cr_assert_eq(xlate_result_diagnostic_count(r), 0);
	xlate_result_free(r);
	xlate_options_free(o);
}

/* The import's constants as mlir-translate-22 makes them: a constant
 * expression used twice is one op, a GEP's struct index a constant too
 * (before the GEP, nothing using it), a zero struct's field zeros before
 * it. */
Test(api, import_constants_as_mlir)
{
	static const char ll[] =
		"%S = type { i64, i64 }\n"
		"@g = global %S zeroinitializer\n"
		"define i64 @f() {\n"
		"  %x = load i64, ptr getelementptr inbounds (%S, ptr @g, i32 0, i32 1)\n"
		"  %y = load i64, ptr getelementptr inbounds (%S, ptr @g, i32 0, i32 1)\n"
		"  ret i64 %x\n"
		"}\n";
	XlateOptions *o = xlate_options_new();
	cr_assert_eq(xlate_options_set_mode(o, XLATE_MODE_IMPORT_LLVM), 0);
	XlateResult *r = xlate_translate(o, ll, sizeof ll - 1, "c.ll");
	cr_assert_eq(xlate_result_status(r), XLATE_OK);
	const char *out = xlate_result_output(r, NULL);
	const char *body = strstr(out, "llvm.func @f");
	cr_assert(body, "%s", out);
	cr_assert(strstr(body, "    %0 = llvm.mlir.constant(1 : i32) : i32\n"
	                       "    %1 = llvm.mlir.constant(0 : i32) : i32\n"
	                       "    %2 = llvm.mlir.addressof @g : !llvm.ptr\n"
	                       "    %3 = llvm.getelementptr inbounds %2[%1, 1]"), "%s", body);
	cr_assert(strstr(body, "llvm.load %3") && !strstr(body, "%4 = llvm.getelementptr"), "%s", body);
	cr_assert(strstr(out, "    %0 = llvm.mlir.constant(0 : i64) : i64\n"
	                      "    %1 = llvm.mlir.zero : !llvm.struct<\"S\", (i64, i64)>"), "%s", out);
	xlate_result_free(r);
	xlate_options_free(o);
}

Test(api, diagnostics_as_data)
{
	XlateOptions *o = xlate_options_new();
	XlateResult *r = xlate_translate(o, bad, sizeof bad - 1, "bad.mlir");
	cr_assert_eq(xlate_result_status(r), XLATE_INPUT_ERROR);
	cr_assert_str_empty(xlate_result_output(r, NULL));
	cr_assert_geq(xlate_result_diagnostic_count(r), 1);
	const XlateDiagnostic *d = xlate_result_diagnostic(r, 0);
	cr_assert_str_eq(d->file, "bad.mlir");
	cr_assert_eq(d->line, 2);
	cr_assert_eq(d->column, 19);
	cr_assert_eq(d->severity, XLATE_SEVERITY_ERROR);
	cr_assert(strstr(d->message, "%y"), "%s", d->message);
	cr_assert_null(xlate_result_diagnostic(r, xlate_result_diagnostic_count(r)));
	/* the text form is what the command line prints */
	const char *text = xlate_result_diagnostics_text(r, NULL);
	cr_assert(strncmp(text, "bad.mlir:2:19: error: ", 22) == 0, "%s", text);
	cr_assert(strstr(text, "  %x = arith.addi %y, %y : i32\n"), "%s", text);
	xlate_result_free(r);
	xlate_options_free(o);
}

Test(api, bad_options_and_files)
{
	XlateOptions *o = xlate_options_new();
	cr_assert_eq(xlate_options_set_llvm_version(o, 18), -1);
	cr_assert_eq(xlate_options_set_mode(o, (XlateMode)42), -1);
	cr_assert_eq(xlate_options_set_flag(o, (XlateFlag)42, 1), -1);
	cr_assert_eq(xlate_options_set_index_bitwidth(o, 4096), -1);
	XlateResult *r = xlate_translate_file(o, "/nonexistent/in.mlir");
	cr_assert_eq(xlate_result_status(r), XLATE_READ_ERROR);
	cr_assert_str_eq(xlate_result_message(r), "cannot read '/nonexistent/in.mlir': No such file or directory");
	xlate_result_free(r);
	/* an unterminated buffer: only len bytes are read */
	char buf[sizeof good + 8];
	memcpy(buf, good, sizeof good - 1);
	memset(buf + sizeof good - 1, '}', 9);
	r = xlate_translate(o, buf, sizeof good - 1, NULL);
	cr_assert_eq(xlate_result_status(r), XLATE_OK);
	xlate_result_free(r);
	xlate_options_free(o);
}

/* ------------------------------------------------ threads */

typedef struct Job { const XlateOptions *o; const char *text; char *out; int status; } Job;

static int job(void *arg)
{
	Job *j = arg;
	for (int k = 0; k < 20; k++) {
		XlateResult *r = xlate_translate(j->o, j->text, strlen(j->text), "t.mlir");
		j->status |= xlate_result_status(r);
		free(j->out);
		j->out = strdup(xlate_result_output(r, NULL));
		xlate_result_free(r);
	}
	return 0;
}

Test(api, threads)
{
	static const char *const inputs[] = {
		"#map = affine_map<(d0) -> (d0 + 1)>\n"
		"func.func @f(%m: memref<4xf32, strided<[1], offset: ?>>) { return }\n",
		"func.func @g() -> f64 { %c = arith.constant 1.5e-3 : f64\n return %c : f64 }\n",
	};
	XlateOptions *o[2] = {xlate_options_new(), xlate_options_new()};
	xlate_options_set_mode(o[1], XLATE_MODE_TO_LLVM_DIALECT);
	Job want[4], got[4];
	thrd_t t[4];
	for (int i = 0; i < 4; i++) {
		want[i] = (Job){o[i / 2], inputs[i % 2], NULL, 0};
		job(&want[i]);
		got[i] = (Job){o[i / 2], inputs[i % 2], NULL, 0};
	}
	for (int i = 0; i < 4; i++)
		cr_assert_eq(thrd_create(&t[i], job, &got[i]), thrd_success);
	for (int i = 0; i < 4; i++)
		thrd_join(t[i], NULL);
	for (int i = 0; i < 4; i++) {
		cr_assert_eq(want[i].status, 0);
		cr_assert_eq(got[i].status, 0);
		cr_assert_str_eq(got[i].out, want[i].out);
		free(want[i].out);
		free(got[i].out);
	}
	xlate_options_free(o[0]);
	xlate_options_free(o[1]);
}

Test(api, command_line)
{
	XlateOptions *o = xlate_options_new();
	const char *in, *out;
	char err[256] = "";
	char *ok[] = {"xlate", "--import-llvm", "-o", "out.mlir", "--llvm-version=19", "in.ll", NULL};
	cr_assert_eq(xlate_options_from_args(o, 6, ok, &in, &out, err, sizeof err), 0);
	cr_assert_str_eq(in, "in.ll");
	cr_assert_str_eq(out, "out.mlir");
	char *help[] = {"xlate", "--generic", "--help", "--bogus", NULL};
	cr_assert_eq(xlate_options_from_args(o, 4, help, &in, &out, err, sizeof err), XLATE_ARGS_HELP);
	char *bad[] = {"xlate", "--llvm-version=20", "in.ll", NULL};
	cr_assert_eq(xlate_options_from_args(o, 3, bad, &in, &out, err, sizeof err), -1);
	cr_assert_str_eq(err, "unsupported LLVM version in '--llvm-version=20' (14, 19 or 22)");
	char *two[] = {"xlate", "a.mlir", "b.mlir", NULL};
	cr_assert_eq(xlate_options_from_args(o, 3, two, &in, &out, err, sizeof err), -1);
	cr_assert_str_eq(err, "more than one input file ('b.mlir')");
	char *none[] = {"xlate", "--to-llvm", NULL};
	cr_assert_eq(xlate_options_from_args(o, 2, none, &in, &out, err, sizeof err), -1);
	cr_assert_str_eq(err, "no input file");
	cr_assert(strstr(xlate_usage(), "--import-llvm") != NULL);
	xlate_options_free(o);
}
