/* test_ll_lexer.c - the LLVM assembly lexer (grammar/ll.re): token kinds,
 * names with sigils, quoted names, definition tokens, numbers, strings,
 * metadata forms, and the importer on small inputs. */
#include <string.h>

#include <criterion/criterion.h>

#include "llvmir/import.h"
#include "ll.tab.h"

typedef struct Lexed {
	Ctx *c;
	LLParser p;
	unsigned num;   /* the number of the last !N or !N = (they carry no Sym) */
} Lexed;

static void lex_init(Lexed *l, const char *text)
{
	l->c = ctx_new();
	Source *src = ctx_add_source(l->c, "t.ll", text, strlen(text));
	memset(&l->p, 0, sizeof l->p);
	l->p.c = l->c;
	l->p.src = src;
	l->p.a = l->c->arena;
	l->p.cur = l->p.line_start = src->buf;
	l->p.lim = src->buf + src->len;
	l->p.line = 1;
}

/* The lexer's number table is the importer's to free (import.c). */
static void lex_close(Lexed *l)
{
	free(l->p.numsym.v);
	ctx_free(l->c);
}

static int next(Lexed *l, Sym **sym)
{
	LL_YYSTYPE v;
	LL_YYLTYPE loc;
	int t = ll_yylex(&v, &loc, &l->p);
	if (t == T_METAVAR || t == T_METADEF)
		l->num = v.u;
	if (sym)
		*sym = (t == T_PRIMTYPE || t == T_VOID || t == T_BINOP || t == T_CAST || t == T_CMP || t == T_METAVAR ||
		        t == T_METADEF) ? NULL : v.sym;
	return t;
}

Test(ll_lexer, sigils_and_definitions)
{
	Lexed l;
	Sym *s;
	lex_init(&l, "%x = add i32 %0, @g\n@\"a b\" \t= global $c !7 !dbg #3");
	cr_assert_eq(next(&l, &s), T_LOCALDEF);   /* the '=' read with the name */
	cr_assert_str_eq(s->s, "x");
	cr_assert_eq(l.p.cur - l.p.tok, 4);
	cr_assert_eq(next(&l, NULL), T_BINOP);
	cr_assert_eq(next(&l, NULL), T_PRIMTYPE);
	cr_assert_eq(next(&l, &s), T_LOCALVAR);
	cr_assert_str_eq(s->s, "0");
	cr_assert_eq(next(&l, NULL), ',');
	cr_assert_eq(next(&l, &s), T_GLOBALVAR);
	cr_assert_str_eq(s->s, "g");
	cr_assert_eq(next(&l, &s), T_GLOBALDEF);
	cr_assert_str_eq(s->s, "a b");
	cr_assert_eq(l.p.line, 2);
	cr_assert_eq(next(&l, NULL), T_GLOBAL);
	cr_assert_eq(next(&l, &s), T_COMDATVAR);
	cr_assert_eq(next(&l, &s), T_METAVAR);
	cr_assert_eq(l.num, 7);
	cr_assert_eq(next(&l, &s), T_METANAME);
	cr_assert_str_eq(s->s, "dbg");
	cr_assert_eq(next(&l, &s), T_ATTRGRP);
	cr_assert_str_eq(s->s, "3");
	cr_assert_eq(next(&l, NULL), 0);
	lex_close(&l);
}

Test(ll_lexer, metadata_ids)
{
	Lexed l;
	lex_init(&l, "!12 = !007 !99999999999999999999999 !4294967297");
	cr_assert_eq(next(&l, NULL), T_METADEF);
	cr_assert_eq(l.num, 12);
	cr_assert_eq(next(&l, NULL), T_METAVAR);
	cr_assert_eq(l.num, 7);
	cr_assert_eq(next(&l, NULL), T_METAVAR);   /* past ULONG_MAX: as strtoul, cut to unsigned */
	cr_assert_eq(l.num, 0xffffffffu);
	cr_assert_eq(next(&l, NULL), T_METAVAR);   /* 2^32 + 1, cut */
	cr_assert_eq(l.num, 1);
	cr_assert_eq(next(&l, NULL), 0);
	lex_close(&l);
}

Test(ll_lexer, numbers_strings_labels)
{
	Lexed l;
	Sym *s;
	lex_init(&l, "-42 1.5e+00 0x3FF0000000000000 0xK3FFF8000000000000000 \"a\\22b\" c\"hi\\00\" entry: 12: !\"md\" , !tbaa ...");
	cr_assert_eq(next(&l, &s), T_INT);
	cr_assert_str_eq(s->s, "-42");
	cr_assert_eq(next(&l, &s), T_FLOAT);
	cr_assert_eq(next(&l, &s), T_FLOAT);
	cr_assert_eq(next(&l, &s), T_FLOAT);
	cr_assert_str_eq(s->s, "0xK3FFF8000000000000000");
	cr_assert_eq(next(&l, &s), T_STRING);
	cr_assert_str_eq(s->s, "a\"b");
	cr_assert_eq(next(&l, &s), T_CSTRING);
	cr_assert_eq(s->len, 3);
	cr_assert_eq(next(&l, &s), T_LABELSTR);
	cr_assert_str_eq(s->s, "entry");
	cr_assert_eq(next(&l, &s), T_LABELSTR);
	cr_assert_str_eq(s->s, "12");
	cr_assert_eq(next(&l, &s), T_MDSTRING);
	cr_assert_str_eq(s->s, "md");
	cr_assert_eq(next(&l, &s), T_MDATTACH);
	cr_assert_str_eq(s->s, "tbaa");
	cr_assert_eq(next(&l, NULL), T_DOTS);
	cr_assert_eq(next(&l, NULL), 0);
	lex_close(&l);
}

Test(ll_lexer, keywords_and_comments)
{
	Lexed l;
	Sym *s;
	lex_init(&l, "; comment\ndefine void nounwind tail x vscale <4 x ptr>");
	cr_assert_eq(next(&l, NULL), T_DEFINE);
	cr_assert_eq(l.p.line, 2);
	cr_assert_eq(next(&l, NULL), T_VOID);
	cr_assert_eq(next(&l, &s), T_KW);
	cr_assert_str_eq(s->s, "nounwind");
	cr_assert_eq(next(&l, &s), T_TAIL);
	cr_assert_eq(next(&l, NULL), T_X);
	cr_assert_eq(next(&l, NULL), T_VSCALE);
	cr_assert_eq(next(&l, NULL), T_PRIMTYPE);   /* <4 x ptr>: one token (aggregate_types) */
	lex_close(&l);
}

static int next_type(Lexed *l, Type **ty)
{
	LL_YYSTYPE v;
	LL_YYLTYPE loc;
	int t = ll_yylex(&v, &loc, &l->p);
	*ty = t == T_PRIMTYPE ? v.ty : NULL;
	return t;
}

/* An aggregate of primitive types on one line is one T_PRIMTYPE token;
 * an empty one, a value, a name or a line break inside leave its
 * brackets to the grammar. */
Test(ll_lexer, aggregate_types)
{
	Lexed l;
	Type *t;
	lex_init(&l, "<4 x ptr> { i32, [2 x i8] } <{ i8 }> {} <i32 1> [ %x ] { i32,\n i8 }");
	cr_assert_eq(next_type(&l, &t), T_PRIMTYPE);
	cr_assert_eq(t->kind, TY_LLVM_VEC);
	cr_assert_eq(t->llvec.n, 4);
	cr_assert_eq(next_type(&l, &t), T_PRIMTYPE);
	cr_assert_eq(t->kind, TY_LLVM_STRUCT);
	cr_assert_eq(t->st.n, 2);
	cr_assert_eq(t->st.elts[1]->kind, TY_LLVM_ARRAY);
	cr_assert(!t->st.packed);
	cr_assert_eq(next_type(&l, &t), T_PRIMTYPE);
	cr_assert(t->st.packed);
	cr_assert_eq(next_type(&l, &t), '{');
	cr_assert_eq(next_type(&l, &t), '}');
	cr_assert_eq(next_type(&l, &t), '<');
	cr_assert_eq(next_type(&l, &t), T_PRIMTYPE);
	cr_assert_eq(next_type(&l, &t), T_INT);
	cr_assert_eq(next_type(&l, &t), '>');
	cr_assert_eq(next_type(&l, &t), '[');
	cr_assert_eq(next_type(&l, &t), T_LOCALVAR);
	cr_assert_eq(next_type(&l, &t), ']');
	cr_assert_eq(next_type(&l, &t), '{');
	cr_assert_eq(next_type(&l, &t), T_PRIMTYPE);
	cr_assert_eq(next_type(&l, &t), ',');
	cr_assert_eq(next_type(&l, &t), T_PRIMTYPE);
	cr_assert_eq(l.p.line, 2);
	cr_assert_eq(next_type(&l, &t), '}');
	lex_close(&l);
}

Test(ll_lexer, bad_character_is_an_error)
{
	Lexed l;
	lex_init(&l, "`");
	l.c->diag_out = fopen("/dev/null", "w");
	cr_assert_eq(next(&l, NULL), T_ERROR);
	cr_assert_eq(l.c->nerrors, 1);
	fclose(l.c->diag_out);
	lex_close(&l);
}

Test(ll_import, small_module)
{
	const char *text = "define i32 @f(i32 %a) {\n  %b = add nsw i32 %a, 1\n  ret i32 %b\n}\n";
	Ctx *c = ctx_new();
	Source *src = ctx_add_source(c, "t.ll", text, strlen(text));
	Op *m = ll_parse(c, src, NULL);
	cr_assert_not_null(m);
	cr_assert_eq(c->nerrors, 0);
	Op *f = module_body(m)->first;
	cr_assert_eq(f->kind, OP_LLVM_FUNC);
	Block *b = f->regs[0].first;
	cr_assert_eq(b->nargs, 1);
	Op *k = b->first, *add = k->next;
	cr_assert_eq(k->kind, OP_LLVM_CONSTANT);
	cr_assert_eq(add->kind, OP_LLVM_ADD);
	cr_assert_eq(add->next->kind, OP_LLVM_RETURN);
	ctx_free(c);
}

Test(ll_import, undefined_value_is_an_error)
{
	const char *text = "define i32 @f() {\n  ret i32 %nope\n}\n";
	Ctx *c = ctx_new();
	c->diag_out = fopen("/dev/null", "w");
	Source *src = ctx_add_source(c, "t.ll", text, strlen(text));
	cr_assert_null(ll_parse(c, src, NULL));
	cr_assert_geq(c->nerrors, 1);
	fclose(c->diag_out);
	ctx_free(c);
}

/* The importer's table of global names (import.c ll_global_info): every
 * name finds the GlobalInfo made for it, across the table's doublings,
 * and no other; ll_global_at has them in the order met, where they stay
 * (chunks, not one vector moved as it grows), the table at most half
 * full. */
Test(ll_lexer, global_table)
{
	Lexed l;
	lex_init(&l, "");
	enum { N = 5000 };
	static GlobalInfo *made[N];
	char name[32];
	for (unsigned i = 0; i < N; i++) {
		snprintf(name, sizeof name, "f%u", i);
		Sym *s = intern_c(l.c, name);
		cr_assert_null(ll_global_find(&l.p, s));
		made[i] = ll_global_info(&l.p, s);
		cr_assert_eq(made[i]->name, s);
		cr_assert_eq(ll_global_info(&l.p, s), made[i]);   /* not made twice */
	}
	cr_assert_eq(l.p.nglobals, N);
	cr_assert(l.p.gcap >= 2 * N && (l.p.gcap & (l.p.gcap - 1)) == 0);
	for (unsigned i = 0; i < N; i++) {
		snprintf(name, sizeof name, "f%u", i);
		cr_assert_eq(ll_global_find(&l.p, intern_c(l.c, name)), made[i]);
		cr_assert_eq(ll_global_at(&l.p, i), made[i]);
		cr_assert_eq(made[i]->name->s[0], 'f');   /* still its own after later ones were made */
	}
	cr_assert_null(ll_global_find(&l.p, intern_c(l.c, "f5000")));
	GlobalMore *m = ll_global_more(&l.p, made[7]);
	cr_assert_eq(ll_global_more(&l.p, made[7]), m);
	cr_assert_null(gi_more(made[8], head));
	vec_free(&l.p.gchunks);
	free(l.p.gslot);
	lex_close(&l);
}
