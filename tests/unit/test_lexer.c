/* test_lexer.c - the MLIR lexer (grammar/mlir.re): result definitions,
 * value uses, shapes in dimension mode, op-name keywords, dialect bodies,
 * numbers, skipped comments/locations/metadata. */
#include <string.h>

#include <criterion/criterion.h>

#include "mlir/build.h"

typedef struct Lex {
	Ctx *c;
	Parser p;
	MLYSTYPE v;
	MLYLTYPE l;
} Lex;

static Lex *lex_open(const char *text)
{
	Lex *x = calloc(1, sizeof *x);
	x->c = ctx_new();
	x->c->diag_out = fopen("/dev/null", "w");
	Source *src = ctx_add_source(x->c, "t.mlir", text, strlen(text));
	x->p.c = x->c;
	x->p.src = src;
	x->p.buf = src->buf;
	lex_init(&x->p);
	return x;
}

static int next(Lex *x)
{
	return mlylex(&x->v, &x->l, &x->p);
}

static void lex_close(Lex *x)
{
	fclose(x->c->diag_out);
	map_free(&x->p.attr_alias);
	map_free(&x->p.type_alias);
	vec_free(&x->p.rs);
	vec_free(&x->p.text);
	free(x->p.num_syms.v);
	free(x->p.kw_syms);
	p_dialect_memos_free(&x->p);
	ctx_free(x->c);
	free(x);
}

Test(lexer, result_definitions)
{
	Lex *x = lex_open("%a, %b:2 = foo %c#3 %d");
	cr_assert_eq(next(x), RESULTS);
	cr_expect_eq(x->v.res.n, 2);
	cr_expect_str_eq(x->v.res.many[0].name->s, "a");
	cr_expect_eq(x->v.res.many[0].count, 1);
	cr_expect_str_eq(x->v.res.many[1].name->s, "b");
	cr_expect_eq(x->v.res.many[1].count, 2);
	cr_expect_eq(next(x), BARE_ID);
	cr_assert_eq(next(x), VALUE);
	cr_expect_str_eq(x->v.vref.name->s, "c");
	cr_expect_eq(x->v.vref.idx, 3);
	cr_assert_eq(next(x), VALUE);
	cr_expect_eq(x->v.vref.idx, 0);
	cr_expect_eq(next(x), MLYEOF);
	lex_close(x);
}

Test(lexer, value_lists_are_not_results)
{
	Lex *x = lex_open("(%a, %b) %0 =");
	cr_expect_eq(next(x), '(');
	cr_expect_eq(next(x), VALUE);
	cr_expect_eq(next(x), ',');
	cr_expect_eq(next(x), VALUE);
	cr_expect_eq(next(x), ')');
	cr_assert_eq(next(x), RESULTS);
	cr_expect_eq(x->v.res.n, 1);
	cr_expect_str_eq(x->v.res.name->s, "0");
	lex_close(x);
}

Test(lexer, shapes)
{
	Lex *x = lex_open("memref<4x?x[8]xf32> tensor<*xi8> vector<2 x i1> 4x");
	cr_expect_eq(next(x), MEMREF_LT);
	cr_assert_eq(next(x), DIM);
	cr_expect_eq(x->v.i, 4);
	cr_assert_eq(next(x), DIM);
	cr_expect_eq(x->v.i, DYN);
	cr_assert_eq(next(x), SDIM);
	cr_expect_eq(x->v.i, 8);
	cr_assert_eq(next(x), BUILTIN_TYPE);
	cr_expect_eq(x->v.word.kind, TY_F32);
	cr_expect_eq(next(x), '>');
	cr_expect_eq(next(x), TENSOR_LT);
	cr_expect_eq(next(x), STAR_X);
	cr_expect_eq(next(x), BUILTIN_TYPE);
	cr_expect_eq(next(x), '>');
	cr_expect_eq(next(x), VECTOR_LT);
	cr_expect_eq(next(x), DIM);
	cr_expect_eq(next(x), BUILTIN_TYPE);
	cr_expect_eq(next(x), '>');
	cr_expect_eq(next(x), INT);    /* not in dimension mode */
	cr_expect_eq(next(x), KW_X);
	lex_close(x);
}

Test(lexer, op_names_and_keywords)
{
	Lex *x = lex_open("arith.addi arith.subf return foo.bar vector to !llvm.ptr<1> i17 si8 index !llvm.ptr !llvm.ptr <i8>");
	cr_assert_eq(next(x), T_ARITH_BINOP);
	cr_expect_eq(x->v.word.kind, OP_ARITH_ADDI);
	cr_assert_eq(next(x), T_ARITH_BINOP);
	cr_expect_eq(x->v.word.kind, OP_ARITH_SUBF);
	cr_assert_eq(next(x), T_FUNC_RETURN);
	cr_expect_eq(x->v.word.kind, OP_FUNC_RETURN);
	cr_assert_eq(next(x), BARE_ID);
	cr_expect_str_eq(x->v.sym->s, "foo.bar");
	cr_expect_eq(next(x), BARE_ID);   /* "vector" without '<' */
	cr_expect_eq(next(x), KW_TO);
	cr_expect_eq(next(x), LLVM_BANG);
	cr_expect_eq(next(x), KW_PTR);
	cr_expect_eq(next(x), '<');
	cr_expect_eq(next(x), INT);
	cr_expect_eq(next(x), '>');
	cr_assert_eq(next(x), BUILTIN_TYPE);
	cr_expect_str_eq(x->v.word.sym->s, "i17");
	cr_assert_eq(next(x), BUILTIN_TYPE);
	cr_expect_str_eq(x->v.word.sym->s, "si8");
	cr_assert_eq(next(x), BUILTIN_TYPE);
	cr_expect_eq(x->v.word.kind, TY_INDEX);
	/* !llvm.ptr alone is one token holding the type */
	cr_assert_eq(next(x), OPAQUE_TYPE);
	cr_expect_eq(x->v.ty, type_ptr(x->c, 0, NULL));
	cr_expect_eq(next(x), LLVM_BANG);   /* a body after blanks: read by the grammar */
	cr_expect_eq(next(x), KW_PTR);
	cr_expect_eq(next(x), '<');
	lex_close(x);
}

Test(lexer, dialect_bodies)
{
	Lex *x = lex_open("#llvm.linkage< internal > #index<cmp_predicate slt> #alias !d.t<\"a>\", (x)>"
	                  " affine_map<(d0) -> (d0)> !llvm.x");
	cr_assert_eq(next(x), OPAQUE_ATTR);   /* an enum of the llvm dialect: structured */
	cr_expect_eq(x->v.attr->kind, ATTR_LLVM);
	cr_expect_str_eq(llattr_enum_word(x->v.attr), "internal");
	cr_assert_eq(next(x), OPAQUE_ATTR);
	cr_expect_str_eq(x->v.attr->opaque.dialect->s, "index");
	cr_expect_str_eq(x->v.attr->opaque.body->s, "cmp_predicate slt");
	cr_assert_eq(next(x), HASH_ID);
	cr_expect_str_eq(x->v.sym->s, "alias");
	cr_assert_eq(next(x), OPAQUE_TYPE);   /* held as mlir-opt: the dialect, then the rest */
	cr_expect_str_eq(x->v.ty->opaque.dialect->s, "d");
	cr_expect_str_eq(x->v.ty->opaque.body->s, "t<\"a>\", (x)>");
	cr_assert_eq(next(x), AFFINE_MAP);
	cr_expect_str_eq(x->v.attr->opaque.body->s, "(d0) -> (d0)");
	cr_expect_eq(next(x), LLVM_BANG);
	lex_close(x);
}

Test(lexer, numbers_strings_and_skipped_text)
{
	Lex *x = lex_open("// comment\n-42 0x7FC00000 1.5e-3 -2. \"a\\\"b\" {-# meta #-} loc(\"f\":1:2) @s @\"q s\" ^bb3");
	cr_assert_eq(next(x), INT);
	cr_expect_eq(x->v.span.len, 3);
	cr_expect_eq(x->l.first_line, 2);
	cr_expect_eq(x->l.first_column, 1);
	cr_expect_eq(next(x), INT);
	cr_expect_eq(next(x), FLOAT);
	cr_expect_eq(next(x), FLOAT);
	cr_assert_eq(next(x), STRING);
	cr_expect_eq(x->v.span.len, 4);
	cr_expect_eq(next(x), LOC);
	cr_assert_eq(next(x), AT_ID);
	cr_expect_str_eq(x->v.sym->s, "s");
	cr_assert_eq(next(x), AT_ID);
	cr_expect_str_eq(x->v.sym->s, "q s");
	cr_assert_eq(next(x), CARET_ID);
	cr_expect_str_eq(x->v.sym->s, "bb3");
	cr_expect_eq(next(x), MLYEOF);
	lex_close(x);
}

Test(lexer, errors)
{
	Lex *x = lex_open("\n  `");
	cr_expect_eq(next(x), LEX_ERROR);
	cr_expect_eq(x->c->nerrors, 1);
	lex_close(x);
	x = lex_open("#a.b<unclosed");
	cr_expect_eq(next(x), LEX_ERROR);
	lex_close(x);
}
