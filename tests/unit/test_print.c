/* test_print.c - unit tests of the MLIR printer on hand-built IR: types,
 * attributes (floats as mlir-opt-19 prints them), value/block numbering,
 * custom and generic op forms. */
#include <criterion/criterion.h>
#include <string.h>

#include "xlate/ir.h"
#include "mlir/print.h"   /* print_attr_version */

static Ctx *c;
static Out o;

static void setup(void)
{
	c = ctx_new();
	out_init(&o);
}

static void teardown(void)
{
	out_free(&o);
	ctx_free(c);
}

TestSuite(print, .init = setup, .fini = teardown);

static const char *text(void)
{
	out_ch(&o, 0);
	o.len--;
	return o.buf;
}

static const char *type_text(Type *t)
{
	o.len = 0;
	mlir_print_type(&o, t);
	return text();
}

static const char *attr_text(Attr *a)
{
	o.len = 0;
	mlir_print_attr(&o, a);
	return text();
}

Test(print, builtin_types)
{
	int64_t sh[] = {4, DYN};
	bool sc[] = {true, false};
	cr_assert_str_eq(type_text(type_i(c, 32)), "i32");
	cr_assert_str_eq(type_text(type_int(c, 8, UNSIGNED)), "ui8");
	cr_assert_str_eq(type_text(type_simple(c, TY_INDEX)), "index");
	cr_assert_str_eq(type_text(type_memref(c, 2, sh, type_simple(c, TY_F32), NULL, NULL)), "memref<4x?xf32>");
	cr_assert_str_eq(type_text(type_vector(c, 2, (int64_t[]){4, 2}, sc, type_simple(c, TY_F32))),
	                 "vector<[4]x2xf32>");
	Type *i32 = type_i(c, 32);
	cr_assert_str_eq(type_text(type_func(c, 1, &i32, 0, NULL)), "(i32) -> ()");
	Attr *ms = attr_int(c, type_i(c, 64), 7);
	cr_assert_str_eq(type_text(type_memref(c, 1, sh, i32, NULL, ms)), "memref<4xi32, 7>");
	int64_t st[] = {1};
	cr_assert_str_eq(type_text(type_memref(c, 1, sh, i32, attr_strided(c, DYN, 1, st), NULL)),
	                 "memref<4xi32, strided<[1], offset: ?>>");
}

Test(print, llvm_types)
{
	Type *i32 = type_i(c, 32), *ptr = type_ptr(c, 0, NULL);
	Type *arr = type_array(c, 2, type_i(c, 64));
	Type *elts[] = {ptr, i32, arr};
	cr_assert_str_eq(type_text(type_struct(c, 3, elts, false)), "!llvm.struct<(ptr, i32, array<2 x i64>)>");
	cr_assert_str_eq(type_text(type_ptr(c, 3, NULL)), "!llvm.ptr<3>");
	cr_assert_str_eq(type_text(type_ptr(c, 0, i32)), "!llvm.ptr<i32>");
	cr_assert_str_eq(type_text(type_llfunc(c, type_simple(c, TY_LLVM_VOID), 1, &ptr, true)),
	                 "!llvm.func<void (ptr, ...)>");
	Type *node = type_struct_named(c, intern_c(c, "node"));
	Type *body[] = {i32, type_ptr(c, 0, node)};
	type_struct_set_body(c, node, 2, body, false);
	cr_assert_str_eq(type_text(node), "!llvm.struct<\"node\", (i32, ptr<struct<\"node\">>)>");
	cr_assert_str_eq(type_text(type_struct_named(c, intern_c(c, "opq"))), "!llvm.struct<\"opq\", opaque>");
	cr_assert_str_eq(type_text(type_llvec(c, 4, ptr, true)), "!llvm.vec<? x 4 x  ptr>");
}

Test(print, floats)
{
	Type *f32 = type_simple(c, TY_F32), *f64 = type_simple(c, TY_F64);
	cr_assert_str_eq(attr_text(attr_float_d(c, f32, 1.0)), "1.000000e+00 : f32");
	cr_assert_str_eq(attr_text(attr_float_d(c, f64, 0.1)), "1.000000e-01 : f64");
	cr_assert_str_eq(attr_text(attr_float_d(c, f64, 3.14159265358979)), "3.14159265358979 : f64");
	cr_assert_str_eq(attr_text(attr_float_d(c, f64, 16777217.0)), "0x4170000010000000 : f64");
	cr_assert_str_eq(attr_text(attr_float_d(c, f64, 1.2345678e-300)), "1.2345677999999999E-300 : f64");
	cr_assert_str_eq(attr_text(attr_float_d(c, f64, -0.0)), "-0.000000e+00 : f64");
	uint64_t nan[2] = {0x7FC00000, 0};
	cr_assert_str_eq(attr_text(attr_float(c, f32, nan)), "0x7FC00000 : f32");
	cr_assert_str_eq(attr_text(attr_float_d(c, type_simple(c, TY_BF16), 0.1)), "1.000980e-01 : bf16");
}

/* f128 as MLIR prints any float: %e where it reads back exactly, else the
 * shortest exact decimal, else hex (it was hex always) */
Test(print, f128_floats)
{
	Type *f128 = type_simple(c, TY_F128);
	uint64_t one[2] = {0, 0x3FFF000000000000ULL}, next[2] = {1, 0x3FFF000000000000ULL},
		 nan[2] = {0, 0x7FFF800000000000ULL};
	cr_assert_str_eq(attr_text(attr_float(c, f128, one)), "1.000000e+00 : f128");
	cr_assert_str_eq(attr_text(attr_float(c, f128, next)), "1.00000000000000000000000000000000019 : f128");
	cr_assert_str_eq(attr_text(attr_float(c, f128, nan)), "0x7FFF8000000000000000000000000000 : f128");
}

Test(print, attributes)
{
	Type *i32 = type_i(c, 32), *i64 = type_i(c, 64);
	cr_assert_str_eq(attr_text(attr_int(c, i64, 4)), "4 : i64");
	cr_assert_str_eq(attr_text(attr_int(c, type_i(c, 1), 1)), "true");
	cr_assert_str_eq(attr_text(attr_str(c, "a\\b\"c\nd", 7)), "\"a\\\\b\\22c\\0Ad\"");
	Attr *e[] = {attr_int(c, i64, 1), attr_int(c, type_i(c, 8), 2)};
	cr_assert_str_eq(attr_text(attr_array(c, 2, e)), "[1, 2 : i8]");
	Attr *d[] = {attr_int(c, i32, 1), attr_int(c, i32, 2)};
	cr_assert_str_eq(attr_text(attr_dense_array(c, i32, 2, d)), "array<i32: 1, 2>");
	Type *t = type_tensor(c, 1, (int64_t[]){2}, i32, NULL);
	cr_assert_str_eq(attr_text(attr_dense(c, t, false, 2, d)), "dense<[1, 2]> : tensor<2xi32>");
	Attr *same[] = {d[0], d[0]};
	cr_assert_str_eq(attr_text(attr_dense(c, t, false, 2, same)), "dense<1> : tensor<2xi32>");
	Sym *path[] = {intern_c(c, "a"), intern_c(c, ".str")};
	cr_assert_str_eq(attr_text(attr_symref(c, 2, path)), "@a::@\".str\"");
	cr_assert_str_eq(attr_text(attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.linkage"), intern_c(c, "internal"))),
	                 "#llvm.linkage<internal>");
	NamedAttr na[] = {{intern_c(c, "b"), attr_unit(c)}, {intern_c(c, "a"), attr_int(c, i32, 3)}};
	cr_assert_str_eq(attr_text(attr_dict(c, 2, na)), "{a = 3 : i32, b}");
}

/* ATTR_LLVM: fields in the table's order, absent ones left out; flag sets
 * in bit order, none / fast; the 22 fields of memory_effects only for 22. */
Test(print, llvm_attrs)
{
	Type *i64 = type_i(c, 64);
	Attr *id = attr_str(c, "int", 3), *root = attr_llvm(c, LL_TBAA_ROOT, NULL, 0);
	cr_assert_str_eq(attr_text(root), "#llvm.tbaa_root");
	Attr *mem = attr_llvm(c, LL_TBAA_MEMBER, (Attr *[]){root, attr_int(c, i64, 8)}, 0);
	Attr *ty = attr_llvm(c, LL_TBAA_TYPE, (Attr *[]){id, attr_array(c, 1, &mem)}, 0);
	cr_assert_str_eq(attr_text(ty), "#llvm.tbaa_type_desc<id = \"int\", members = {<#llvm.tbaa_root, 8>}>");
	Attr *tag = attr_llvm(c, LL_TBAA_TAG, (Attr *[]){ty, ty, attr_int(c, i64, 0), NULL}, 0);
	cr_assert_eq(tag, attr_llvm(c, LL_TBAA_TAG, (Attr *[]){ty, ty, attr_int(c, i64, 0), NULL}, 0));   /* uniqued */
	cr_assert_eq(llattr_get(tag, F_TBAA_TAG_BASE), ty);
	cr_assert_null(llattr_get(tag, F_TBAA_TAG_CONSTANT));
	cr_assert_str_eq(attr_text(attr_llvm_flags(c, LL_FASTMATH, 0)), "#llvm.fastmath<none>");
	cr_assert_str_eq(attr_text(attr_llvm_flags(c, LL_FASTMATH, 0x7f)), "#llvm.fastmath<fast>");
	cr_assert_str_eq(attr_text(attr_llvm_flags(c, LL_FASTMATH, 0x41)), "#llvm.fastmath<nnan, reassoc>");
	cr_assert_str_eq(attr_text(attr_llvm_flags(c, LL_ARITH_FASTMATH, 3)), "#arith.fastmath<reassoc,nnan>");
	cr_assert_str_eq(attr_text(attr_llvm_flags(c, LL_OVERFLOW, 3)), "#llvm.overflow<nsw, nuw>");
	Attr *r = attr_int(c, i64, 1), *n = attr_int(c, i64, 0);
	Attr *me = attr_llvm(c, LL_MEMORY, (Attr *[]){n, r, n, r, n, n}, 0);
	cr_assert_str_eq(attr_text(me), "#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>");
	print_attr_version(22);
	Out o;
	out_init(&o);
	mlir_print_attr(&o, me);
	print_attr_version(19);
	cr_assert_str_eq(o.buf, "#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, "
	                        "errnoMem = read, targetMem0 = none, targetMem1 = none>");
	out_free(&o);
}

/* func.func @f(%arg0: i32) -> i32 { %c = arith.constant 0 : i32; cf.br ^bb1(%arg0)
 * ^bb1(%x): %y = arith.addi %x, %c; return %y } */
Test(print, func_blocks_and_names)
{
	Loc loc = {0};
	Type *i32 = type_i(c, 32);
	Op *m = module_new(c, loc);
	OpState s;
	opstate_init(&s, intern_c(c, "func.func"), loc);
	opstate_add_attr(&s, intern_c(c, "sym_name"), attr_str(c, "f", 1));
	opstate_add_attr(&s, intern_c(c, "function_type"), attr_type(c, type_func(c, 1, &i32, 1, &i32)));
	s.nreg = 1;
	Op *f = op_create(c, &s);
	opstate_free(&s);
	block_push_op(module_body(m), f);
	Block *b0 = block_new(c), *b1 = block_new(c);
	region_push_block(&f->regs[0], b0);
	region_push_block(&f->regs[0], b1);
	Value *a0 = block_add_arg(c, b0, i32), *x = block_add_arg(c, b1, i32);

	opstate_init(&s, intern_c(c, "arith.constant"), loc);
	opstate_add_attr(&s, intern_c(c, "value"), attr_int(c, i32, 0));
	vec_push(&s.types, i32);
	Op *cst = op_create(c, &s);
	opstate_free(&s);
	block_push_op(b0, cst);

	opstate_init(&s, intern_c(c, "cf.br"), loc);
	vec_push(&s.opnds, a0);
	vec_push(&s.succs, ((Succ){b1, 0, 1}));
	block_push_op(b0, op_create(c, &s));
	opstate_free(&s);

	Value *ops[] = {x, &cst->res[0]};
	Op *add = op_new(c, OP_ARITH_ADDI, loc, 2, ops, 1, &i32);
	block_push_op(b1, add);
	Value *r = &add->res[0];
	block_push_op(b1, op_new(c, OP_FUNC_RETURN, loc, 1, &r, 0, NULL));

	o.len = 0;
	mlir_print(c, &o, m, false);
	cr_assert_str_eq(text(), "module {\n"
	                         "  func.func @f(%arg0: i32) -> i32 {\n"
	                         "    %c0_i32 = arith.constant 0 : i32\n"
	                         "    cf.br ^bb1(%arg0 : i32)\n"
	                         "  ^bb1(%0: i32):  // pred: ^bb0\n"
	                         "    %1 = arith.addi %0, %c0_i32 : i32\n"
	                         "    return %1 : i32\n"
	                         "  }\n"
	                         "}\n\n");
	o.len = 0;
	mlir_print(c, &o, m, true);
	cr_assert_str_eq(text(), "\"builtin.module\"() ({\n"
	                         "  \"func.func\"() <{function_type = (i32) -> i32, sym_name = \"f\"}> ({\n"
	                         "  ^bb0(%arg0: i32):\n"
	                         "    %0 = \"arith.constant\"() <{value = 0 : i32}> : () -> i32\n"
	                         "    \"cf.br\"(%arg0)[^bb1] : (i32) -> ()\n"
	                         "  ^bb1(%1: i32):  // pred: ^bb0\n"
	                         "    %2 = \"arith.addi\"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n"
	                         "    \"func.return\"(%2) : (i32) -> ()\n"
	                         "  }) : () -> ()\n"
	                         "}) : () -> ()\n\n");
}

/* Streaming: functions printed whole (mlir_print_func) leave the module,
 * the ones in a row behind one stand-in op (mlir_bodies_stand_in); the
 * module printed with those bodies reads as the module printed whole. */
Test(print, bodies_stand_in_runs)
{
	static const char text_in[] =
		"module {\n"
		"  llvm.func @a(%x: i32) -> i32 {\n    %0 = llvm.add %x, %x : i32\n    llvm.return %0 : i32\n  }\n"
		"  llvm.func @b() {\n    llvm.return\n  }\n"
		"  llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32\n"
		"  llvm.func @c(%p: !llvm.ptr) -> i32 {\n    %0 = llvm.load %p : !llvm.ptr -> i32\n    llvm.return %0 : i32\n  }\n"
		"  llvm.func @d() {\n    llvm.return\n  }\n"
		"  llvm.func @e()\n"
		"}\n";
	Op *m = mlir_parse(c, ctx_add_source(c, "s.mlir", text_in, strlen(text_in)), NULL);
	cr_assert(m);
	o.len = 0;
	mlir_print(c, &o, m, MLIR_TRANSLATE);
	char *whole = strdup(text());

	Ctx *c2 = ctx_new();
	Op *m2 = mlir_parse(c2, ctx_add_source(c2, "s.mlir", text_in, strlen(text_in)), NULL);
	cr_assert(m2);
	MlirBodies *b = mlir_bodies_new(false);
	cr_assert(b);
	Block *body = m2->regs[0].first;
	for (Op *op = body->first, *next; op; op = next) {
		next = op->next;
		if (op->kind == OP_LLVM_FUNC && op->regs[0].first) {
			cr_assert(mlir_print_func(c2, b, op));
			mlir_bodies_stand_in(c2, b, op);
		}
	}
	unsigned n = 0;
	for (Op *op = body->first; op; op = op->next)
		n++;
	cr_assert_eq(n, 4, "a b | g | c d | e: %u ops", n);   /* two stand-ins, the global, the declaration */
	Out o2;
	out_init(&o2);
	cr_assert_eq(mlir_print_bodies(c2, &o2, m2, b, MLIR_TRANSLATE), 0);
	out_ch(&o2, 0);
	cr_assert_str_eq(o2.buf, whole);
	out_free(&o2);
	mlir_bodies_free(b);
	ctx_free(c2);
	free(whole);
}

/* Attribute dictionaries printed once and copied after (DictMemo): the
 * same names and attributes print the same text under the same elisions,
 * other elisions (llvm.add keeps what llvm.load leaves out) or other
 * attributes print their own, and a dictionary holding an alias is
 * printed each time, with the alias. */
Test(print, dict_memo)
{
	static const char text_in[] =
		"module {\n"
		"  llvm.func @f(%p: !llvm.ptr, %x: i32) -> i32 {\n"
		"    %0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32\n"
		"    %1 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32\n"
		"    llvm.store %1, %p {alignment = 4 : i64} : i32, !llvm.ptr\n"
		"    %2 = llvm.add %0, %1 {alignment = 4 : i64, ordering = 1 : i64} : i32\n"
		"    %3 = llvm.load %p {alignment = 4 : i64, ordering = 0 : i64} : !llvm.ptr -> i32\n"
		"    %4 = llvm.load %p {alignment = 8 : i64, volatile_} : !llvm.ptr -> i32\n"
		"    llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}\n"
		"  ^bb1:\n"
		"    %5 = llvm.load %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32\n"
		"    llvm.br ^bb2 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}\n"
		"  ^bb2:\n"
		"    %6 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32\n"
		"    llvm.return %2 : i32\n"
		"  }\n"
		"}\n";
	Op *m = mlir_parse(c, ctx_add_source(c, "d.mlir", text_in, strlen(text_in)), NULL);
	cr_assert(m);
	o.len = 0;
	mlir_print(c, &o, m, 0);
	cr_assert_str_eq(text(),
		"#loop_annotation = #llvm.loop_annotation<mustProgress = true>\n"
		"module {\n"
		"  llvm.func @f(%arg0: !llvm.ptr, %arg1: i32) -> i32 {\n"
		"    %0 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32\n"
		"    %1 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32\n"
		"    llvm.store %1, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr\n"
		"    %2 = llvm.add %0, %1 {alignment = 4 : i64, ordering = 1 : i64} : i32\n"
		"    %3 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32\n"
		"    %4 = llvm.load volatile %arg0 {alignment = 8 : i64} : !llvm.ptr -> i32\n"
		"    llvm.br ^bb1 {loop_annotation = #loop_annotation}\n"
		"  ^bb1:  // pred: ^bb0\n"
		"    %5 = llvm.load %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32\n"
		"    llvm.br ^bb2 {loop_annotation = #loop_annotation}\n"
		"  ^bb2:  // pred: ^bb1\n"
		"    %6 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32\n"
		"    llvm.return %2 : i32\n"
		"  }\n"
		"}\n\n");
}

/* sym_cmp orders Syms as strcmp orders their text, eight bytes at once. */
Test(print, sym_order)
{
	static const char *const names[] = {"", "a", "alignment", "alignmen", "alignmentX", "b", "elem_type",
	                                    "elem_typ", "elem_type_", "ordering", "orderinh", "Z", "zzzzzzzzzzzzzzzzzz",
	                                    "zzzzzzzz", "\x7f", "\xc3\xa9", "callee", "callee_type"};
	enum { N = sizeof names / sizeof *names };
	for (unsigned i = 0; i < N; i++)
		for (unsigned j = 0; j < N; j++) {
			int want = strcmp(names[i], names[j]), got = sym_cmp(intern_c(c, names[i]), intern_c(c, names[j]));
			cr_expect_eq((want > 0) - (want < 0), (got > 0) - (got < 0), "%s <=> %s: %d, strcmp %d", names[i],
			             names[j], got, want);
		}
}
