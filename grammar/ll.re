/* ll.re - re2c lexer of LLVM assembly (the LangRef's lexical structure).
 * The buffer ends with a NUL sentinel (Source.buf[len] == 0); no refill.
 * `%x =`, `@x =`, `!N =`, `$c =` are definition tokens (the '=' read
 * with the name), so the grammar needs no newlines. */
#include <limits.h>
#include <string.h>

#include "llvmir/import.h"
#include "ll.tab.h"

/* The text of [b, e) with LLVM's \XX and \\ escapes decoded, interned. */
static Sym *unescape(LLParser *p, const char *b, const char *e)
{
	size_t n = (size_t)(e - b);
	char stackbuf[256];
	stackbuf[0] = 0;
	char *buf = n < sizeof stackbuf ? stackbuf : xmalloc(n + 1);
	size_t k = 0;
	for (const char *s = b; s < e; s++) {
		if (*s == '\\' && s + 1 < e && s[1] == '\\') {
			buf[k++] = '\\';
			s++;
		} else if (*s == '\\' && s + 2 < e && strchr("0123456789abcdefABCDEF", s[1]) && s[1]
		           && strchr("0123456789abcdefABCDEF", s[2]) && s[2]) {
			char hx[3] = {s[1], s[2], 0};
			buf[k++] = (char)strtol(hx, NULL, 16);
			s += 2;
		} else {
			buf[k++] = *s;
		}
	}
	Sym *r = intern(p->c, buf, k);
	if (buf != stackbuf)
		free(buf);
	return r;
}

/* The digits [b, e): the Syms of small numbers (value numbers, metadata
 * ids, constants: most tokens that carry text) are kept by value, so that
 * they are not hashed and compared again at every use. */
static Sym *digits_sym(LLParser *p, const char *b, const char *e)
{
	size_t n = (size_t)(e - b);
	unsigned v = 0;
	for (const char *s = b; s < e && v < LL_NUMSYMS; s++)
		v = *s >= '0' && *s <= '9' ? v * 10 + (unsigned)(*s - '0') : LL_NUMSYMS;   /* 1.5: not a number */
	if (v >= LL_NUMSYMS || (n > 1 && *b == '0'))
		return intern(p->c, b, n);
	Sym **y = num_sym_slot(&p->numsym, v);
	if (!*y)
		*y = sym_pin(intern(p->c, b, n));
	return *y;
}

/* The number of a metadata reference !N, digits [b, e): as strtoul reads
 * it (past ULONG_MAX: ULONG_MAX), cut to unsigned.  No Sym: references
 * are most of the tokens of a file with debug info, and their numbers
 * run past what numsym keeps. */
static unsigned md_id(const char *b, const char *e)
{
	unsigned long v = 0;
	for (; b < e; b++) {
		unsigned d = (unsigned)(*b - '0');
		if (v > (ULONG_MAX - d) / 10)
			return (unsigned)ULONG_MAX;
		v = v * 10 + d;
	}
	return (unsigned)v;
}

/* A name after a sigil: "quoted" (unescaped) or plain (a name that starts
 * with a digit is all digits). */
static Sym *name_sym(LLParser *p, const char *b, const char *e)
{
	if (b < e && *b == '"')
		return unescape(p, b + 1, e - 1);
	if (b < e && *b >= '0' && *b <= '9')
		return digits_sym(p, b, e);
	return intern(p->c, b, (size_t)(e - b));
}

/* The end of the name of a definition token ("%x =", the '=' read with
 * it: one token less per definition): before the blanks before '='.  A
 * quoted name ends in '"', so no blank of its own is cut. */
static const char *def_end(LLParser *p)
{
	const char *e = p->cur - 1;
	while (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')
		e--;
	return e;
}

/* Where the token being read starts. */
static Loc tok_loc(LLParser *p)
{
	return ll_loc(p, p->line, (unsigned)(p->tok - p->line_start) + 1);
}

/* Keyword-to-token table entries carry a type or an op kind. */
static Type *prim(LLParser *p, TypeKind k) { return type_simple(p->c, k); }

/* Aggregate types written on one line with primitive elements only
 * ({ ptr, i64, [2 x i64] }, [4 x i8], <4 x float>, <{ i8, i32 }>, nested):
 * MLIR's lowering writes them at every insertvalue and extractvalue, and
 * they are most of its tokens.  Read here in one pass, they are one
 * T_PRIMTYPE token instead of one token and one reduction per word.
 * Anything else (a name, a value, a newline, a typed pointer, an empty
 * aggregate, a zero-length vector) gives NULL, and the text is read token
 * by token as before: what is taken here is exactly what the grammar's
 * ptype rules would build from it, without a diagnostic. */
enum { AGG_DEPTH = 8, AGG_ELTS = 64 };

static bool agg_delim(char ch)
{
	return ch == ' ' || ch == ',' || ch == '}' || ch == ']' || ch == '>';
}

static bool agg_word(const char **sp, const char *w, size_t n)
{
	if (strncmp(*sp, w, n) || !agg_delim((*sp)[n]))
		return false;
	*sp += n;
	return true;
}

/* [s, *end) decimal digits, 1 to 9 of them, no leading zero but "0" */
static const char *agg_count(const char *s)
{
	const char *b = s;
	while (*s >= '0' && *s <= '9' && s - b < 10)
		s++;
	return s == b || s - b > 9 || (*b == '0' && s - b > 1) ? NULL : s;
}

static Type *agg_type(LLParser *p, const char **sp, int depth);

/* elements up to close (one char, after '{' or "<{"): ", "-separated */
static Type *agg_struct(LLParser *p, const char **sp, int depth, bool packed)
{
	Type *elts[AGG_ELTS];
	unsigned n = 0;
	const char *s = *sp;
	while (*s == ' ')
		s++;
	if (*s == '}')
		return NULL;   /* {} is a value too: the grammar tells them apart */
	for (;;) {
		if (n == AGG_ELTS || !(elts[n++] = agg_type(p, &s, depth + 1)))
			return NULL;
		while (*s == ' ')
			s++;
		if (*s == '}')
			break;
		if (*s != ',')
			return NULL;
		s++;
		while (*s == ' ')
			s++;
	}
	s++;
	if (packed && *s++ != '>')
		return NULL;
	*sp = s;
	return type_struct(p->c, n, elts, packed);
}

/* "N x T" and the closing char */
static Type *agg_seq(LLParser *p, const char **sp, int depth, char close, bool vector)
{
	const char *s = *sp, *b = s, *e = agg_count(s);
	if (!e || strncmp(e, " x ", 3))
		return NULL;
	s = e + 3;
	Type *elt = agg_type(p, &s, depth + 1);
	if (!elt || *s != close || (vector && (*b == '0' || !(type_is_int(elt) || type_is_float(elt) || elt->kind == TY_LLVM_PTR))))
		return NULL;
	*sp = s + 1;
	Loc at = ll_loc(p, p->line, (unsigned)(b - p->line_start) + 1);
	return vector ? ll_type_vector(p, digits_sym(p, b, e), elt, false, at, at) : ll_type_array(p, digits_sym(p, b, e), elt, at, at);
}

static Type *agg_type(LLParser *p, const char **sp, int depth)
{
	const char *s = *sp;
	Type *t = NULL;
	if (depth > AGG_DEPTH)
		return NULL;
	switch (*s) {
	case '{':
		s++;
		t = agg_struct(p, &s, depth, false);
		break;
	case '<':
		s++;
		if (*s == '{') {
			s++;
			t = agg_struct(p, &s, depth, true);
		} else {
			t = agg_seq(p, &s, depth, '>', true);
		}
		break;
	case '[':
		s++;
		t = agg_seq(p, &s, depth, ']', false);
		break;
	case 'i': {
		const char *e = agg_count(s + 1);
		if (!e || s[1] == '0' || !agg_delim(*e) || e - s > 8)
			return NULL;   /* (at most 7 digits: below 2^23 + 1 is checked by the lexer's rule) */
		unsigned long w = strtoul(s + 1, NULL, 10);
		if (w > 1 << 23)
			return NULL;
		t = type_i(p->c, (unsigned)w);
		s = e;
		break;
	}
	default:
		if (agg_word(&s, "ptr", 3))
			t = ll_type_ptr(p, NULL, NULL);
		else if (agg_word(&s, "float", 5))
			t = prim(p, TY_F32);
		else if (agg_word(&s, "double", 6))
			t = prim(p, TY_F64);
		else if (agg_word(&s, "half", 4))
			t = prim(p, TY_F16);
		else if (agg_word(&s, "bfloat", 6))
			t = prim(p, TY_BF16);
		else if (agg_word(&s, "x86_fp80", 8))
			t = prim(p, TY_F80);
		else if (agg_word(&s, "fp128", 5))
			t = prim(p, TY_F128);
		else if (agg_word(&s, "ppc_fp128", 9))
			t = prim(p, TY_LLVM_PPC_FP128);
	}
	if (t)
		*sp = s;
	return t;
}


/*!re2c
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYCURSOR = "p->cur";
	re2c:define:YYMARKER = "mark";
	re2c:define:YYCTXMARKER = "ctxmark";
	re2c:yyfill:enable = 0;

	ident = [a-zA-Z$._][-a-zA-Z$._0-9]*;
	kwid = [a-zA-Z_][a-zA-Z_0-9]*;
	dig = [0-9];
	hex = [0-9a-fA-F];
	str = ["] [^"\x00]* ["];
	name = ident | dig+ | str;
	ws = [ \t\r]*;
*/

/* The token at p->cur (its text [p->tok, p->cur)); inlined into its one
 * caller, ll_yylex, where it runs once per token. */
#ifdef __GNUC__
__attribute__((always_inline))
#endif
static inline int lex(LL_YYSTYPE *lval, LLParser *p)
{
	const char *mark = NULL, *ctxmark = NULL;
	(void)ctxmark;
	for (;;) {
		p->tok = p->cur;
#define TOK(t) return (t)
#define SYM(skip, trim) (lval->sym = name_sym(p, p->tok + (skip), p->cur - (trim)))
#define KT(t, k) do { lval->k_ = (k); return (t); } while (0)
#define PT(k) do { lval->ty = prim(p, (k)); return T_PRIMTYPE; } while (0)
#define DEF(t) do { lval->sym = name_sym(p, p->tok + 1, def_end(p)); return (t); } while (0)
	/*!re2c
	[\x00] {
		if (p->tok >= p->lim)
			return 0;
		error_at(p->c, tok_loc(p), "NUL character in the input");
		return T_ERROR;
	}
	"\n" { p->line++; p->line_start = p->cur; continue; }
	[ \t\r]+ { continue; }
	";" [^\n\x00]* { continue; }

	"@" name ws "=" { DEF(T_GLOBALDEF); }
	"%" name ws "=" { DEF(T_LOCALDEF); }
	"$" name ws "=" { DEF(T_COMDATDEF); }
	"!" dig+ ws "=" { lval->u = md_id(p->tok + 1, def_end(p)); TOK(T_METADEF); }
	"!" [-a-zA-Z$._\\][-a-zA-Z$._0-9\\]* ws "=" { DEF(T_METANAMEDEF); }
	"," ws "!" [-a-zA-Z$._\\][-a-zA-Z$._0-9\\]* {
		const char *b = p->tok + 1;
		while (*b != '!')
			b++;
		lval->sym = intern(p->c, b + 1, (size_t)(p->cur - b - 1));
		TOK(T_MDATTACH);
	}
	"@" name { SYM(1, 0); TOK(T_GLOBALVAR); }
	"%" name { SYM(1, 0); TOK(T_LOCALVAR); }
	"$" name { SYM(1, 0); TOK(T_COMDATVAR); }
	"#" dig+ { SYM(1, 0); TOK(T_ATTRGRP); }
	"#dbg_" kwid { SYM(1, 0); TOK(T_DBGREC); }
	"!" dig+ { lval->u = md_id(p->tok + 1, p->cur); TOK(T_METAVAR); }
	"!" str { lval->sym = unescape(p, p->tok + 2, p->cur - 1); TOK(T_MDSTRING); }
	"!" [-a-zA-Z$._\\][-a-zA-Z$._0-9\\]* { SYM(1, 0); TOK(T_METANAME); }
	(ident | dig+) ":" { SYM(0, 1); TOK(T_LABELSTR); }
	str ":" { lval->sym = unescape(p, p->tok + 1, p->cur - 2); TOK(T_LABELSTR); }

	"-"? dig+ { SYM(0, 0); TOK(T_INT); }
	[us] "0x" hex+ { SYM(0, 0); TOK(T_INT); }
	[-+]? dig+ "." dig* ([eE] [-+]? dig+)? { SYM(0, 0); TOK(T_FLOAT); }
	"0x" [KLMHR]? hex+ { SYM(0, 0); TOK(T_FLOAT); }
	str { lval->sym = unescape(p, p->tok + 1, p->cur - 1); TOK(T_STRING); }
	"c" str { lval->sym = unescape(p, p->tok + 2, p->cur - 1); TOK(T_CSTRING); }
	"..." { TOK(T_DOTS); }

	"i" [1-9] dig* {
		unsigned long w = 0;
		for (const char *s = p->tok + 1; s < p->cur && w <= 1 << 23; s++)
			w = w * 10 + (unsigned long)(*s - '0');
		if (w > 1 << 23) {
			error_at(p->c, tok_loc(p), "integer type too wide");
			return T_ERROR;
		}
		lval->ty = type_i(p->c, (unsigned)w);
		return T_PRIMTYPE;
	}
	"void" { lval->ty = prim(p, TY_LLVM_VOID); return T_VOID; }
	"half" { PT(TY_F16); }
	"bfloat" { PT(TY_BF16); }
	"float" { PT(TY_F32); }
	"double" { PT(TY_F64); }
	"x86_fp80" { PT(TY_F80); }
	"fp128" { PT(TY_F128); }
	"ppc_fp128" { PT(TY_LLVM_PPC_FP128); }
	"label" { PT(TY_LLVM_LABEL); }
	"token" { PT(TY_LLVM_TOKEN); }
	"x86_mmx" { PT(TY_LLVM_X86_MMX); }
	"x86_amx" { PT(TY_LLVM_X86_AMX); }
	"metadata" { TOK(T_METADATA); }
	"ptr" { TOK(T_PTR); }
	"x" { TOK(T_X); }
	"vscale" { TOK(T_VSCALE); }
	"opaque" { TOK(T_OPAQUE); }

	"define" { TOK(T_DEFINE); }
	"declare" { TOK(T_DECLARE); }
	"global" { TOK(T_GLOBAL); }
	"constant" { TOK(T_CONSTANT); }
	"alias" { SYM(0, 0); TOK(T_ALIAS); }
	"ifunc" { SYM(0, 0); TOK(T_ALIAS); }
	"type" { TOK(T_TYPE); }
	"source_filename" { TOK(T_SOURCE_FILENAME); }
	"target" { TOK(T_TARGET); }
	"datalayout" { SYM(0, 0); TOK(T_TARGETKIND); }
	"triple" { SYM(0, 0); TOK(T_TARGETKIND); }
	"attributes" { TOK(T_ATTRIBUTES); }
	"comdat" { TOK(T_COMDAT); }
	"module" { TOK(T_MODULE); }
	"asm" { TOK(T_ASM); }
	"to" { TOK(T_TO); }
	"unwind" { TOK(T_UNWIND); }
	"personality" { TOK(T_PERSONALITY); }
	"prefix" { TOK(T_PREFIX); }
	"prologue" { TOK(T_PROLOGUE); }
	"gc" { SYM(0, 0); TOK(T_STRKW); }
	"section" { SYM(0, 0); TOK(T_STRKW); }
	"partition" | "code_model" { SYM(0, 0); TOK(T_STRKW); }
	"align" { TOK(T_ALIGN); }
	"addrspace" { TOK(T_ADDRSPACE); }
	"tail" | "musttail" | "notail" { SYM(0, 0); TOK(T_TAIL); }
	"distinct" { TOK(T_DISTINCT); }
	"uselistorder" | "uselistorder_bb" { TOK(T_USELISTORDER); }

	"true" { TOK(T_TRUE); }
	"false" { TOK(T_FALSE); }
	"null" { TOK(T_NULL); }
	"undef" { TOK(T_UNDEF); }
	"poison" { TOK(T_POISON); }
	"zeroinitializer" { TOK(T_ZEROINIT); }
	"none" { TOK(T_NONE); }
	"splat" { TOK(T_SPLAT); }
	"inrange" { TOK(T_INRANGE); }
	"blockaddress" { TOK(T_BLOCKADDRESS); }
	"dso_local_equivalent" | "no_cfi" { TOK(T_DSOEQ); }

	"add" { KT(T_BINOP, OP_LLVM_ADD); }
	"sub" { KT(T_BINOP, OP_LLVM_SUB); }
	"mul" { KT(T_BINOP, OP_LLVM_MUL); }
	"udiv" { KT(T_BINOP, OP_LLVM_UDIV); }
	"sdiv" { KT(T_BINOP, OP_LLVM_SDIV); }
	"urem" { KT(T_BINOP, OP_LLVM_UREM); }
	"srem" { KT(T_BINOP, OP_LLVM_SREM); }
	"shl" { KT(T_BINOP, OP_LLVM_SHL); }
	"lshr" { KT(T_BINOP, OP_LLVM_LSHR); }
	"ashr" { KT(T_BINOP, OP_LLVM_ASHR); }
	"and" { KT(T_BINOP, OP_LLVM_AND); }
	"or" { KT(T_BINOP, OP_LLVM_OR); }
	"xor" { KT(T_BINOP, OP_LLVM_XOR); }
	"fadd" { KT(T_BINOP, OP_LLVM_FADD); }
	"fsub" { KT(T_BINOP, OP_LLVM_FSUB); }
	"fmul" { KT(T_BINOP, OP_LLVM_FMUL); }
	"fdiv" { KT(T_BINOP, OP_LLVM_FDIV); }
	"frem" { KT(T_BINOP, OP_LLVM_FREM); }
	"fneg" { TOK(T_FNEG); }
	"trunc" { KT(T_CAST, OP_LLVM_TRUNC); }
	"zext" { KT(T_CAST, OP_LLVM_ZEXT); }
	"sext" { KT(T_CAST, OP_LLVM_SEXT); }
	"fptrunc" { KT(T_CAST, OP_LLVM_FPTRUNC); }
	"fpext" { KT(T_CAST, OP_LLVM_FPEXT); }
	"fptoui" { KT(T_CAST, OP_LLVM_FPTOUI); }
	"fptosi" { KT(T_CAST, OP_LLVM_FPTOSI); }
	"uitofp" { KT(T_CAST, OP_LLVM_UITOFP); }
	"sitofp" { KT(T_CAST, OP_LLVM_SITOFP); }
	"ptrtoint" { KT(T_CAST, OP_LLVM_PTRTOINT); }
	"inttoptr" { KT(T_CAST, OP_LLVM_INTTOPTR); }
	"bitcast" { KT(T_CAST, OP_LLVM_BITCAST); }
	"addrspacecast" { KT(T_CAST, OP_LLVM_ADDRSPACECAST); }
	"icmp" { KT(T_CMP, 0); }
	"fcmp" { KT(T_CMP, 1); }
	"select" { TOK(T_SELECT); }
	"phi" { TOK(T_PHI); }
	"alloca" { TOK(T_ALLOCA); }
	"load" { TOK(T_LOAD); }
	"store" { TOK(T_STORE); }
	"getelementptr" { TOK(T_GEP); }
	"call" { TOK(T_CALL); }
	"invoke" { TOK(T_INVOKE); }
	"landingpad" { TOK(T_LANDINGPAD); }
	"catch" { TOK(T_CATCH); }
	"filter" { TOK(T_FILTER); }
	"resume" { TOK(T_RESUME); }
	"br" { TOK(T_BR); }
	"switch" { TOK(T_SWITCH); }
	"indirectbr" { TOK(T_INDIRECTBR); }
	"ret" { TOK(T_RET); }
	"unreachable" { TOK(T_UNREACHABLE); }
	"extractvalue" { TOK(T_EXTRACTVALUE); }
	"insertvalue" { TOK(T_INSERTVALUE); }
	"extractelement" { TOK(T_EXTRACTELEMENT); }
	"insertelement" { TOK(T_INSERTELEMENT); }
	"shufflevector" { TOK(T_SHUFFLEVECTOR); }
	"atomicrmw" { TOK(T_ATOMICRMW); }
	"cmpxchg" { TOK(T_CMPXCHG); }
	"fence" { TOK(T_FENCE); }
	"freeze" { TOK(T_FREEZE); }
	"va_arg" { TOK(T_VA_ARG); }
	"callbr" | "catchswitch" | "catchpad" | "cleanuppad" | "catchret" | "cleanupret" {
		SYM(0, 0); TOK(T_UNSUPPORTED);
	}

	kwid { SYM(0, 0); TOK(T_KW); }
	[{[<] {
		const char *e = p->tok;
		Type *t = agg_type(p, &e, 0);
		if (t) {
			p->cur = e;
			lval->ty = t;
			return T_PRIMTYPE;
		}
		return p->tok[0];
	}
	[=,*\]}()>|:!] { return p->tok[0]; }
	* {
		error_at(p->c, tok_loc(p), "unexpected character '%c'", p->tok[0]);
		return T_ERROR;
	}
	*/
	}
}

/* A token and its text [p->tok, p->cur) (a T_TYPE_TEXT's, T_GROUP_TEXT's:
 * empty).  Its place is set here, once per token (no token but a
 * string spans lines, and a string's newlines are not counted). */
int ll_yylex(LL_YYSTYPE *lval, LL_YYLTYPE *lloc, LLParser *p)
{
	lval->sym = NULL;
	if (p->first_special) {   /* the first token only: one type, or one attribute group */
		p->first_special = false;
		lloc->first_line = p->type_only ? 1 : (int)p->line;
		lloc->first_column = 1;
		lloc->sp = (LLSpan){p->cur, p->cur};
		int t = p->type_only ? T_TYPE_TEXT : T_GROUP_TEXT;   /* ll_parse_type, ll_groups_early */
		p->type_only = p->group_only = false;
		return t;
	}
	int t = lex(lval, p);
	lloc->first_line = (int)p->line;
	lloc->first_column = (int)(p->tok - p->line_start) + 1;
	lloc->sp = (LLSpan){p->tok, p->cur};
	return t;
}
