/* test_parse.c - the MLIR parser's IR: ops as their generic form holds
 * them (operands, attributes, successor slices), scopes and forward
 * references, implicit and explicit modules, errors. */
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"

static Ctx *ctx;

static Op *parse(const char *text)
{
	ctx = ctx_new();
	ctx->diag_out = fopen("/dev/null", "w");
	Source *src = ctx_add_source(ctx, "t.mlir", text, strlen(text));
	return mlir_parse(ctx, src, NULL);
}

static void done(void)
{
	fclose(ctx->diag_out);
	ctx_free(ctx);
}

static Op *first_op(Op *module)
{
	return module_body(module)->first;
}

/* The n-th op (from 0) of the entry block of op's first region. */
static Op *body_op(Op *op, unsigned n)
{
	Op *o = op->regs[0].first->first;
	while (n-- && o)
		o = o->next;
	return o;
}

static Attr *attr(Op *op, const char *name)
{
	return op_attr_s(ctx, op, name);
}

Test(parse, implicit_and_explicit_module)
{
	Op *m = parse("func.func private @f()\nfunc.func private @g()");
	cr_assert_not_null(m);
	cr_expect_eq(m->kind, OP_BUILTIN_MODULE);
	cr_expect_eq(first_op(m)->kind, OP_FUNC_FUNC);
	cr_expect_eq(first_op(m)->next->kind, OP_FUNC_FUNC);
	done();
	m = parse("module @m attributes {llvm.target_triple = \"x\"} {\n func.func private @f()\n}");
	cr_assert_not_null(m);
	cr_expect_str_eq(attr(m, "sym_name")->s.str->s, "m");
	cr_expect_not_null(attr(m, "llvm.target_triple"));
	cr_expect_eq(first_op(m)->kind, OP_FUNC_FUNC);
	done();
}

Test(parse, func_signature)
{
	Op *m = parse("func.func @f(%a: i32 {llvm.noundef}, %b: f32) -> (i64, f32) attributes {x} {\n"
	              "  %0 = arith.extsi %a : i32 to i64\n  return %0, %b : i64, f32\n}");
	cr_assert_not_null(m);
	Op *f = first_op(m);
	Type *ft = attr(f, "function_type")->ty;
	cr_expect_eq(ft->fn.nin, 2);
	cr_expect_eq(ft->fn.nout, 2);
	cr_expect_not_null(attr(f, "arg_attrs"));
	cr_expect_null(attr(f, "res_attrs"));
	cr_expect_not_null(attr(f, "x"));
	Block *entry = f->regs[0].first;
	cr_assert_eq(entry->nargs, 2);
	Op *ext = body_op(f, 0), *ret = body_op(f, 1);
	cr_expect_eq(ext->opnd[0].v, entry->args[0]);
	cr_expect_eq(ret->opnd[0].v, &ext->res[0]);
	cr_expect_eq(ret->opnd[1].v, entry->args[1]);
	done();
}

Test(parse, forward_references)
{
	Op *m = parse("func.func @f(%arg0: i32) -> i32 {\n  cf.br ^bb2\n^bb1:\n"
	              "  %r = arith.addi %later, %arg0 : i32\n  return %r : i32\n"
	              "^bb2:\n  %later = arith.constant 7 : i32\n  cf.br ^bb1\n}");
	cr_assert_not_null(m);
	Op *f = first_op(m);
	Block *b1 = f->regs[0].first->next, *b2 = b1->next;
	cr_expect_eq(f->regs[0].first->first->succs[0].block, b2);
	Op *add = b1->first, *cst = b2->first;
	cr_expect_eq(add->opnd[0].v, &cst->res[0]);
	cr_expect(value_has_uses(&cst->res[0]));
	cr_expect_eq(b2->last->succs[0].block, b1);
	done();
}

Test(parse, successors)
{
	Op *m = parse("func.func @f(%c: i1, %a: i32) {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb2\n"
	              "^bb1(%x: i32):\n  \"cf.br\"(%x)[^bb2] : (i32) -> ()\n^bb2:\n  return\n}");
	cr_assert_not_null(m);
	Op *br = body_op(first_op(m), 0);
	cr_assert_eq(br->nsucc, 2);
	cr_expect_eq(br->nopnd, 2);
	cr_expect_eq(br->succs[0].first, 1);
	cr_expect_eq(br->succs[0].n, 1);
	cr_expect_eq(br->succs[1].n, 0);
	Attr *seg = attr(br, "operandSegmentSizes");
	cr_assert_eq(seg->kind, ATTR_DENSE_ARRAY);
	cr_expect_eq(attr_int_sext(seg->arr.elts[1]), 1);
	Op *gbr = br->succs[0].block->first;
	cr_expect_eq(gbr->succs[0].first, 0);
	cr_expect_eq(gbr->succs[0].n, 1);
	done();
}

Test(parse, memref_subview_static_arrays)
{
	Op *m = parse("func.func @f(%m: memref<?x42xf32>, %i: index) {\n"
	              "  %0 = memref.subview %m[%i, 0] [4, 2] [1, 1] : memref<?x42xf32> to "
	              "memref<4x2xf32, strided<[42, 1], offset: ?>>\n  return\n}");
	cr_assert_not_null(m);
	Op *sv = body_op(first_op(m), 0);
	cr_expect_eq(sv->nopnd, 2);
	Attr *offs = attr(sv, "static_offsets");
	cr_assert_eq(offs->arr.n, 2);
	cr_expect_eq(attr_int_sext(offs->arr.elts[0]), DYN);
	cr_expect_eq(attr_int_sext(offs->arr.elts[1]), 0);
	Attr *seg = attr(sv, "operandSegmentSizes");
	cr_expect_eq(seg->arr.n, 4);
	cr_expect_eq(attr_int_sext(seg->arr.elts[1]), 1);
	Type *t = sv->res[0].type;
	cr_expect_eq(t->kind, TY_MEMREF);
	cr_expect_eq(t->shaped.layout->kind, ATTR_STRIDED);
	cr_expect_eq(t->shaped.layout->strided.offset, DYN);
	done();
}

Test(parse, attributes)
{
	Op *m = parse("#a = #llvm.tbaa_root<id = \"x\">\n"
	              "\"t.op\"() {d = dense<[1, 1]> : vector<2xi32>, f = #llvm.fastmath<ninf, nnan>,"
	              " h = dense<\"0x0100\"> : tensor<1xi16>, w = 18446744073709551615 : i65,"
	              " t = #t.tag<base = #a>, l = #llvm.di_string_type<name = \"n\", stringLength = #a>,"
	              " s = #llvm.di_subrange<count = #a>} : () -> ()");
	cr_assert_not_null(m);
	Op *op = first_op(m);
	cr_expect_eq(op->kind, OP_UNKNOWN);
	Attr *d = attr(op, "d");
	cr_expect(d->splat);
	/* a flag set: bits in LE_FASTMATH order, whatever the order written */
	cr_expect(attr_is_llvm(attr(op, "f"), LL_FASTMATH));
	cr_expect_eq(llattr_bits(attr(op, "f")), 3);
	Attr *h = attr(op, "h");
	cr_expect_eq(attr_int_sext(h->arr.elts[0]), 1);
	cr_expect_eq(attr(op, "w")->i.words[0], UINT64_MAX);
	/* an unknown dialect's body is kept as written (as mlir-opt keeps it);
	 * a body of the llvm dialect's kept as text has its aliases replaced */
	cr_expect_str_eq(attr(op, "t")->opaque.body->s, "base = #a");
	cr_expect_str_eq(attr(op, "l")->opaque.body->s, "name = \"n\", stringLength = #llvm.tbaa_root<id = \"x\">");
	/* debug info xlate models is data, its aliases resolved */
	cr_expect(attr_is_llvm(attr(op, "s"), LL_DI_SUBRANGE));
	cr_expect(attr_is_llvm(llattr_get(attr(op, "s"), F_DI_SR_COUNT), LL_TBAA_ROOT));
	done();
}

Test(parse, errors)
{
	cr_expect_null(parse("func.func @f() {\n  %0 = arith.addi %x, %x : i32\n  return\n}"));
	cr_expect_eq(ctx->nerrors, 1);
	done();
	cr_expect_null(parse("func.func @f() {\n  cf.br ^nowhere\n}"));
	done();
	cr_expect_null(parse("\"t.op\"(%a) : () -> ()"));
	done();
	cr_expect_null(parse("func.func @f("));
	done();
	/* an LLVM attribute xlate reads that does not read as one: not text */
	cr_expect_null(parse("#a = #llvm.tbaa_root<id = \"x\">\n\"t.op\"() {t = #llvm.tbaa_tag<base = #a>} : () -> ()"));
	cr_expect_eq(ctx->nerrors, 1);
	done();
}

/* A loop's start location named by an alias (#loc = loc(...), as
 * mlir-translate writes it) reads as data: fused<the scope>[file:line:col],
 * the file location itself an alias; the same attribute as one written
 * out in place (uniqued). */
Test(parse, loop_annotation_locations)
{
	Op *m = parse("#f = #llvm.di_file<\"l.c\" in \"/s\">\n"
	              "#b = #llvm.di_lexical_block_file<scope = #f, file = #f, discriminator = 0>\n"
	              "#l = loc(\"l.c\":2:3)\n"
	              "#s = loc(fused<#b>[#l])\n"
	              "llvm.func @f(%c: i1) {\n"
	              "  llvm.cond_br %c, ^a, ^a {loop_annotation = #llvm.loop_annotation<startLoc = #s>}\n"
	              "^a:\n"
	              "  llvm.cond_br %c, ^b, ^b {loop_annotation = #llvm.loop_annotation<"
	              "endLoc = loc(fused<#b>[\"l.c\":2:3])>}\n"
	              "^b:\n"
	              "  llvm.return\n"
	              "}");
	cr_assert_not_null(m);
	Op *br = first_op(m)->regs[0].first->first;
	Attr *loop = attr(br, "loop_annotation");
	cr_assert(attr_is_llvm(loop, LL_LOOP));
	Attr *start = llattr_get(loop, F_LOOP_START_LOC);
	cr_assert_not_null(start);
	cr_expect_eq(start->kind, ATTR_LOC_FUSED);
	cr_assert_eq(start->arr.n, 2);
	cr_expect(attr_is_llvm(start->arr.elts[0], LL_DI_LEXICAL_BLOCK_FILE));
	Attr *file = start->arr.elts[1];
	cr_assert_eq(file->kind, ATTR_LOC_FILE);
	cr_expect_str_eq(file->arr.elts[0]->s.str->s, "l.c");
	cr_expect_eq(attr_int_zext(file->arr.elts[1]), 2);
	cr_expect_eq(attr_int_zext(file->arr.elts[2]), 3);
	Op *br2 = first_op(m)->regs[0].first->next->first;
	Attr *loop2 = attr(br2, "loop_annotation");
	cr_assert(attr_is_llvm(loop2, LL_LOOP));
	cr_expect_eq(llattr_get(loop2, F_LOOP_END_LOC), start);
	cr_expect_null(llattr_get(loop2, F_LOOP_START_LOC));
	done();
}

/* --mlir-print-debuginfo: an op's location is where its name is (after
 * its results, as mlir-opt has it), as data; one that names an alias
 * defined after it is read at the end of the file. */
Test(parse, op_locations_as_data)
{
	const char *text = "func.func @f(%a: i32) -> i32 {\n"
	                   "  %0 = arith.addi %a, %a : i32\n"
	                   "  return %0 : i32 loc(#later)\n"
	                   "}\n"
	                   "#later = loc(\"x.c\":7:9)\n";
	ctx = ctx_new();
	ctx->diag_out = fopen("/dev/null", "w");
	ctx->print_locs = true;
	Source *src = ctx_add_source(ctx, "t.mlir", text, strlen(text));
	Op *m = mlir_parse(ctx, src, NULL);
	cr_assert_not_null(m);
	Op *add = body_op(first_op(m), 0), *ret = body_op(first_op(m), 1);
	LocRec *r = map_get(&ctx->locs, add);
	cr_assert(r && r->attr);
	cr_assert_eq(r->attr->kind, ATTR_LOC_FILE);
	cr_expect_str_eq(r->attr->arr.elts[0]->s.str->s, "t.mlir");
	cr_expect_eq(attr_int_zext(r->attr->arr.elts[1]), 2);
	cr_expect_eq(attr_int_zext(r->attr->arr.elts[2]), 8);
	r = map_get(&ctx->locs, ret);
	cr_assert(r && r->attr);
	cr_assert_eq(r->attr->kind, ATTR_LOC_FILE);
	cr_expect_str_eq(r->attr->arr.elts[0]->s.str->s, "x.c");
	cr_expect_eq(attr_int_zext(r->attr->arr.elts[1]), 7);
	done();
}
