/* ll.y - Bison grammar of LLVM assembly (the LLVM Language Reference),
 * as llvm-dis and clang 15-22 write it, plus the typed pointers of LLVM <= 14.
 * Actions are one line and call the builders of src/llvmir/import*.c.
 * Keyword-like modifiers (linkage, flags, attributes, orderings) are read
 * as generic attribute lists and interpreted by the builders. */
%code requires {
#include "llvmir/import.h"
/* Where a symbol starts: a token's first character; a nonterminal's
 * first token (an empty one's: the token before it).  sp: its text, from
 * its first token's start to its last token's end (an empty one's is
 * empty, at the end of the token before it). */
typedef struct LLPos { int first_line, first_column; LLSpan sp; } LLPos;
}
%code provides {
int ll_yylex(LL_YYSTYPE *lval, LL_YYLTYPE *lloc, LLParser *p);
}
%code {
/* Built whole, not patched field by field: a load of a location just
 * stored in pieces stalls the CPU (no store forwarding), as in mlir.y. */
#define YYLLOC_DEFAULT(cur, rhs, n) do { \
	if (n) \
		(cur) = (LLPos){YYRHSLOC(rhs, 1).first_line, YYRHSLOC(rhs, 1).first_column, \
		                {YYRHSLOC(rhs, 1).sp.s, YYRHSLOC(rhs, n).sp.e}}; \
	else \
		(cur) = (LLPos){YYRHSLOC(rhs, 0).first_line, YYRHSLOC(rhs, 0).first_column, \
		                {YYRHSLOC(rhs, 0).sp.e, YYRHSLOC(rhs, 0).sp.e}}; \
} while (0)
#define L(l) ll_loc(p, (unsigned)(l).first_line, (unsigned)(l).first_column)
static void ll_yyerror(LL_YYLTYPE *l, LLParser *p, const char *msg)
{
	if (!p->c->nerrors)
		error_at(p->c, L(*l), "%s", strstr(msg, "exhausted") ? "nesting too deep" : msg);
}
#define A(k, kw, l) ll_mkattr(p, (k), (kw), L(l))
#define S(s) ll_sym(p, s)
}

%define api.prefix {ll_yy}
%define api.pure full
%locations
%define api.location.type {LLPos}
%define parse.error verbose
%expect 0
%param {LLParser *p}

%union {
	Sym *sym;
	Type *ty;
	int k_;
	unsigned u;
	bool b;
	LList *list;
	LLAttr *attr;
	LLV *v;
	LLMd *md;
	LLParam *param;
	LLFnHead *head;
	LLCall *call;
}

/* Each token with the name a diagnostic gives it (syntax error,
 * unexpected keyword, expecting ','); keywords as written. */
%token T_ERROR "invalid token" T_TYPE_TEXT "type text" T_GROUP_TEXT "attribute group text"
%token <sym> T_GLOBALDEF "global definition" T_LOCALDEF "local definition" T_COMDATDEF "comdat definition"
%token <u> T_METADEF "metadata definition"
%token <sym> T_METANAMEDEF "named metadata definition"
%token <sym> T_GLOBALVAR "global name" T_LOCALVAR "local name" T_COMDATVAR "comdat name"
%token <sym> T_ATTRGRP "attribute group" T_MDSTRING "metadata string"
%token <u> T_METAVAR "metadata reference"
%token <sym> T_METANAME "metadata kind" T_MDATTACH "metadata attachment"
%token <sym> T_DBGREC "debug record" T_LABELSTR "label" T_INT "integer" T_FLOAT "floating-point constant"
%token <sym> T_STRING "string" T_CSTRING "c-string" T_KW "keyword" T_STRKW "keyword and string"
%token <sym> T_TAIL "tail call kind" T_ALIAS "alias or ifunc" T_TARGETKIND "datalayout or triple"
%token <sym> T_UNSUPPORTED "unsupported instruction"
%token <ty> T_PRIMTYPE "primitive type" T_VOID "void"
%token <k_> T_BINOP "binary operator" T_CAST "cast operator" T_CMP "comparison"
%token T_DOTS "..." T_METADATA "metadata" T_PTR "ptr" T_X "x" T_VSCALE "vscale" T_OPAQUE "opaque"
%token T_DEFINE "define" T_DECLARE "declare" T_GLOBAL "global" T_CONSTANT "constant" T_TYPE "type"
%token T_SOURCE_FILENAME "source_filename" T_TARGET "target" T_ATTRIBUTES "attributes"
%token T_COMDAT "comdat" T_MODULE "module" T_ASM "asm" T_TO "to" T_UNWIND "unwind"
%token T_PERSONALITY "personality" T_PREFIX "prefix" T_PROLOGUE "prologue" T_ALIGN "align"
%token T_ADDRSPACE "addrspace" T_DISTINCT "distinct" T_USELISTORDER "uselistorder"
%token T_TRUE "true" T_FALSE "false" T_NULL "null" T_UNDEF "undef" T_POISON "poison"
%token T_ZEROINIT "zeroinitializer" T_NONE "none" T_BLOCKADDRESS "blockaddress" T_DSOEQ "dso_local_equivalent"
%token T_SPLAT "splat" T_INRANGE "inrange"
%token T_FNEG "fneg" T_SELECT "select" T_PHI "phi" T_ALLOCA "alloca" T_LOAD "load" T_STORE "store"
%token T_GEP "getelementptr" T_CALL "call" T_INVOKE "invoke" T_LANDINGPAD "landingpad"
%token T_CATCH "catch" T_FILTER "filter" T_RESUME "resume" T_BR "br" T_SWITCH "switch"
%token T_INDIRECTBR "indirectbr" T_RET "ret" T_UNREACHABLE "unreachable"
%token T_EXTRACTVALUE "extractvalue" T_INSERTVALUE "insertvalue" T_EXTRACTELEMENT "extractelement"
%token T_INSERTELEMENT "insertelement" T_SHUFFLEVECTOR "shufflevector"
%token T_ATOMICRMW "atomicrmw" T_CMPXCHG "cmpxchg" T_FENCE "fence" T_FREEZE "freeze" T_VA_ARG "va_arg"

%type <ty> type ptype fnret
%type <list> types elts attrs gattrs attrs_as kws gepkws attrargs gtail fnpost params args tvs rest mdrest phiins cases
%type <list> clauses mdlist mdlist_opt mdfields mdfields_opt tvs_opt bundles bundlelist decl_mds dbgargs
%type <attr> attr attrarg gitem fnitem ritem mdfield
%type <v> value tv constexpr phiin arg clause bundle
%type <md> mdval mdref mdnode mdatom mdfval dbgarg
%type <param> param
%type <head> fnhead
%type <call> callspec
%type <b> gkind

%start input

%%

/* A module, or (after the T_TYPE_TEXT the lexer gives first when asked
 * by ll_parse_type) one type alone: the body of MLIR 2020's !llvm<"...">,
 * or (after T_GROUP_TEXT, ll_groups_early) one attribute group, the rest
 * of the text left unread */
input:
	  module
	| T_TYPE_TEXT fnret                                       { p->type_text = $2; }
	| T_GROUP_TEXT T_ATTRIBUTES T_ATTRGRP '=' '{' gattrs '}'  { ll_attr_group(p, $3, $6, L(@2)); YYACCEPT; }
	;

module: %empty | module toplevel ;

toplevel:
	  T_SOURCE_FILENAME '=' T_STRING                { ll_source_filename(p, $3); }
	| T_TARGET T_TARGETKIND '=' T_STRING            { ll_target(p, $2, $4, L(@1)); }
	| T_MODULE T_ASM T_STRING                       { ll_module_asm(p, $3, L(@1)); }
	| T_LOCALDEF T_TYPE type                        { ll_type_def(p, $1, $3, @3.sp, false, L(@1)); }
	| T_LOCALDEF T_TYPE T_OPAQUE                    { ll_type_def(p, $1, NULL, @3.sp, true, L(@1)); }
	| T_COMDATDEF T_COMDAT T_KW                     { ll_comdat_def(p, $1, $3, L(@1)); }
	| T_GLOBALDEF attrs_as gkind type gtail         { ll_global(p, $1, $2, $3, $4, @4.sp, NULL, $5, L(@1)); }
	| T_GLOBALDEF attrs_as gkind type value gtail   { ll_global(p, $1, $2, $3, $4, @4.sp, ll_typed(p, $4, $5), $6, L(@1)); }
	| T_GLOBALDEF attrs_as T_ALIAS type ',' tv gtail { ll_alias(p, $1, $2, $3, $4, $6, $7, L(@1)); }
	| T_GLOBALDEF attrs_as T_ALIAS type ',' constexpr gtail { ll_alias(p, $1, $2, $3, $4, $6, $7, L(@1)); }
	| T_DECLARE decl_mds fnhead                     { ll_declare(p, $3, $2); }
	| T_DEFINE                                      { ll_fn_head_begin(p); }
	  fnhead                                        { ll_fn_begin(p, $3); }
	  '{' body '}'                                  { ll_fn_end(p, L(@6)); }
	| T_ATTRIBUTES T_ATTRGRP '=' '{' gattrs '}'     { ll_attr_group(p, $2, $5, L(@1)); }
	| T_METADEF mdnode                              { ll_md_def(p, $1, $2, L(@1)); }
	| T_METADEF T_DISTINCT mdnode                   { $3->distinct = true; ll_md_def(p, $1, $3, L(@1)); }
	| T_METANAMEDEF '!' '{' mdlist_opt '}'          { ll_md_named(p, $1, $4, L(@1)); }
	;

gkind: T_GLOBAL { $$ = false; } | T_CONSTANT { $$ = true; } ;

/* a declaration's metadata attachments: declare !kind !N ... @f(...) */
decl_mds:
	  %empty                        { $$ = NULL; }
	| decl_mds T_METANAME mdref     { LLAttr *a = A(A_MD, $2, @2); a->md = $3; $$ = ll_append(p, $1, a); }
	;

gtail:
	  %empty                        { $$ = NULL; }
	| gtail ',' gitem               { $$ = ll_append(p, $1, $3); }
	| gtail T_MDATTACH mdref        { LLAttr *a = A(A_MD, $2, @2); a->md = $3; $$ = ll_append(p, $1, a); }
	;
gitem:
	  attr                          { $$ = $1; }
	| T_COMDAT                      { $$ = A(A_COMDAT, S("comdat"), @1); }
	| T_COMDAT '(' T_COMDATVAR ')'  { $$ = A(A_COMDAT, S("comdat"), @1); $$->val = $3; }
	;

/* ---- attributes and flags */
attrs: %empty { $$ = NULL; } | attrs attr { $$ = ll_append(p, $1, $2); } ;
/* an attribute group's: a function's alignment is align=N there only */
gattrs:
	  %empty                        { $$ = NULL; }
	| gattrs attr                   { $$ = ll_append(p, $1, $2); }
	| gattrs T_ALIGN '=' T_INT      { LLAttr *a = A(A_INT, S("align"), @2); a->val = $4; $$ = ll_append(p, $1, a); }
	;
/* attributes that may include addrspace(N) (not after a type) */
attrs_as:
	  %empty                        { $$ = NULL; }
	| attrs_as attr                 { $$ = ll_append(p, $1, $2); }
	| attrs_as T_ADDRSPACE '(' T_INT ')' { LLAttr *a = A(A_INT, S("addrspace"), @2); a->val = $4; $$ = ll_append(p, $1, a); }
	;
kws: %empty { $$ = NULL; } | kws T_KW { $$ = ll_append(p, $1, A(A_KW, $2, @2)); } ;
/* a constant getelementptr's flags: inbounds, nusw, nuw, inrange(lo, hi) */
gepkws:
	  %empty                        { $$ = NULL; }
	| gepkws T_KW                   { $$ = ll_append(p, $1, A(A_KW, $2, @2)); }
	| gepkws T_INRANGE '(' T_INT ',' T_INT ')' { $$ = ll_append(p, $1, A(A_KW, S("inrange"), @2)); }
	;

attr:
	  T_KW                          { $$ = ll_attr_word(p, $1, L(@1)); }
	| T_KW '(' attrargs ')'         { $$ = ll_attr_args(p, $1, $3, L(@1)); }
	| T_KW '=' T_INT                { $$ = ll_attr_int(p, $1, $3, L(@1)); }
	| T_ALIGN T_INT                 { $$ = ll_align(p, $2, L(@1), L(@2)); }
	| T_ALIGN '(' T_INT ')'         { $$ = ll_align(p, $3, L(@1), L(@2)); }
	| T_STRING                      { $$ = A(A_STR, $1, @1); }
	| T_STRING '=' T_STRING         { $$ = A(A_STR, $1, @1); $$->val = $3; }
	| T_STRKW T_STRING              { $$ = A(A_STR, $1, @1); $$->val = $2; }
	| T_ATTRGRP                     { $$ = A(A_GROUP, $1, @1); }
	;
attrargs:
	  attrarg                       { $$ = ll_list(p, $1); }
	| attrargs ',' attrarg          { $$ = ll_append(p, $1, $3); }
	| attrargs T_KW                 { $$ = ll_append(p, $1, A(A_KW, $2, @2)); }
	;
attrarg:
	  T_INT                         { $$ = A(A_INT, NULL, @1); $$->val = $1; }
	| T_KW                          { $$ = A(A_KW, $1, @1); }
	| T_STRING                      { $$ = A(A_STR, $1, @1); }
	| T_NONE                        { $$ = A(A_KW, S("none"), @1); }
	| T_LABELSTR T_KW               { $$ = A(A_FIELD, $1, @1); $$->val = $2; }
	| T_LABELSTR T_NONE             { $$ = A(A_FIELD, $1, @1); $$->val = S("none"); }
	| type                          { $$ = A(A_TYPE, NULL, @1); $$->ty = $1; }
	| type T_INT                    { $$ = A(A_TYPE, NULL, @1); $$->ty = $1; $$->val = $2; }
	| '(' attrargs ')'              { $$ = ll_attr_args(p, S("("), $2, L(@1)); }
	;

/* ---- types */
/* T_PRIMTYPE is a type directly, not through ptype: one reduction less
 * per primitive type, the most common tokens */
type:
	  ptype                                   { $$ = $1; }
	| T_PRIMTYPE                              { $$ = $1; }
	| T_PTR                                   { $$ = ll_type_ptr(p, NULL, NULL); }
	| T_PTR T_ADDRSPACE '(' T_INT ')'         { $$ = ll_type_ptr(p, $4, NULL); }
	;
ptype:
	  T_LOCALVAR                              { $$ = ll_type_named(p, $1, L(@1)); }
	| '{' '}'                                 { $$ = type_struct(p->c, 0, NULL, false); }
	| '{' elts '}'                            { $$ = type_struct(p->c, $2->n, (Type **)$2->v, false); }
	| '<' '{' '}' '>'                         { $$ = type_struct(p->c, 0, NULL, true); }
	| '<' '{' elts '}' '>'                    { $$ = type_struct(p->c, $3->n, (Type **)$3->v, true); }
	| '[' T_INT T_X type ']'                  { $$ = ll_type_array(p, $2, $4, L(@2), L(@4)); }
	| '<' T_INT T_X type '>'                  { $$ = ll_type_vector(p, $2, $4, false, L(@2), L(@4)); }
	| '<' T_VSCALE T_X T_INT T_X type '>'     { $$ = ll_type_vector(p, $4, $6, true, L(@4), L(@6)); }
	| fnret '(' ')'                               { $$ = ll_type_fn(p, $1, NULL, false); }
	| fnret '(' T_DOTS ')'                        { $$ = ll_type_fn(p, $1, NULL, true); }
	| fnret '(' types ')'                         { $$ = ll_type_fn(p, $1, $3, false); }
	| fnret '(' types ',' T_DOTS ')'              { $$ = ll_type_fn(p, $1, $3, true); }
	| type '*'                                { $$ = ll_type_ptr(p, NULL, $1); }
	| ptype T_ADDRSPACE '(' T_INT ')' '*'     { $$ = ll_type_ptr(p, $4, $1); }
	| T_PRIMTYPE T_ADDRSPACE '(' T_INT ')' '*' { $$ = ll_type_ptr(p, $4, $1); }
	;
fnret: type { $$ = $1; } | T_VOID { $$ = $1; } ;
types: type { $$ = ll_list(p, $1); } | types ',' type { $$ = ll_append(p, $1, $3); } ;
/* a struct's element types (llvm-as checks each) */
elts:
	  type                          { $$ = ll_list(p, ll_struct_elt(p, $1, L(@1))); }
	| elts ',' type                 { $$ = ll_append(p, $1, ll_struct_elt(p, $3, L(@3))); }
	;

/* ---- values and constants */
tv: type value                  { $$ = ll_typed(p, $1, $2); } ;
tvs: tv { $$ = ll_list(p, $1); } | tvs ',' tv { $$ = ll_append(p, $1, $3); } ;
tvs_opt: %empty { $$ = NULL; } | tvs { $$ = $1; } ;

value:
	  T_LOCALVAR                    { $$ = ll_v(p, V_LOCAL, $1, L(@1)); }
	| T_GLOBALVAR                   { $$ = ll_v(p, V_GLOBAL, $1, L(@1)); }
	| T_INT                         { $$ = ll_v(p, V_INT, $1, L(@1)); }
	| T_FLOAT                       { $$ = ll_v(p, V_FLOAT, $1, L(@1)); }
	| T_TRUE                        { $$ = ll_v(p, V_TRUE, NULL, L(@1)); }
	| T_FALSE                       { $$ = ll_v(p, V_FALSE, NULL, L(@1)); }
	| T_NULL                        { $$ = ll_v(p, V_NULL, NULL, L(@1)); }
	| T_UNDEF                       { $$ = ll_v(p, V_UNDEF, NULL, L(@1)); }
	| T_POISON                      { $$ = ll_v(p, V_POISON, NULL, L(@1)); }
	| T_ZEROINIT                    { $$ = ll_v(p, V_ZERO, NULL, L(@1)); }
	| T_NONE                        { $$ = ll_v(p, V_NONE, NULL, L(@1)); }
	| T_CSTRING                     { $$ = ll_v(p, V_CSTRING, $1, L(@1)); }
	| '{' '}'                       { $$ = ll_v_list(p, V_STRUCT, NULL, L(@1)); }
	| '{' tvs '}'                   { $$ = ll_v_list(p, V_STRUCT, $2, L(@1)); }
	| '<' '{' '}' '>'               { $$ = ll_v_list(p, V_PSTRUCT, NULL, L(@1)); }
	| '<' '{' tvs '}' '>'           { $$ = ll_v_list(p, V_PSTRUCT, $3, L(@1)); }
	| '[' tvs_opt ']'               { $$ = ll_v_list(p, V_ARRAY, $2, L(@1)); }
	| '<' tvs '>'                   { $$ = ll_v_list(p, V_VECTOR, $2, L(@1)); }
	| T_BLOCKADDRESS '(' T_GLOBALVAR ',' T_LOCALVAR ')' { $$ = ll_v(p, V_BLOCKADDR, $3, L(@1)); $$->s2 = $5; }
	| T_DSOEQ T_GLOBALVAR           { $$ = ll_v(p, V_DSOEQ, $2, L(@1)); }
	| T_SPLAT '(' tv ')'            { $$ = ll_v_list(p, V_SPLAT, ll_list(p, $3), L(@1)); }
	| T_ASM kws T_STRING ',' T_STRING { $$ = ll_v(p, V_ASM, $3, L(@1)); $$->s2 = $5; $$->flags = $2; }
	| T_ASM kws T_UNWIND T_STRING ',' T_STRING { $$ = ll_v(p, V_ASM, $4, L(@1)); $$->s2 = $6; $$->flags = ll_append(p, $2, A(A_KW, S("unwind"), @3)); }
	| constexpr                     { $$ = $1; }
	;
constexpr:
	  T_CAST '(' tv T_TO type ')'             { $$ = ll_v_list(p, V_CE, ll_list(p, $3), L(@1)); $$->op = $1; $$->ty2 = $5; }
	| T_GEP gepkws '(' type ',' tvs ')'        { $$ = ll_v_list(p, V_CE, $6, L(@1)); $$->op = OP_LLVM_GEP; $$->ty2 = $4; $$->flags = $2; }
	| T_BINOP kws '(' tv ',' tv ')'         { $$ = ll_v_list(p, V_CE, ll_append(p, ll_list(p, $4), $6), L(@1)); $$->op = $1; $$->flags = $2; }
	| T_CMP kws '(' tv ',' tv ')'           { $$ = ll_v_list(p, V_CE, ll_append(p, ll_list(p, $4), $6), L(@1)); $$->op = $1 ? OP_LLVM_FCMP : OP_LLVM_ICMP; $$->flags = $2; }
	| T_SELECT '(' tv ',' tv ',' tv ')'       { $$ = ll_v_list(p, V_CE, ll_append(p, ll_append(p, ll_list(p, $3), $5), $7), L(@1)); $$->op = OP_LLVM_SELECT; }
	| T_EXTRACTELEMENT '(' tv ',' tv ')'      { $$ = ll_v_list(p, V_CE, ll_append(p, ll_list(p, $3), $5), L(@1)); $$->op = OP_LLVM_EXTRACTELEMENT; }
	;

/* ---- metadata */
mdnode:
	  '!' '{' mdlist_opt '}'                  { $$ = ll_md(p, MD_NODE, NULL, $3); }
	| T_METANAME '(' { ll_md_fields_begin(p, $1); } mdfields_opt ')'   { $$ = ll_md_special(p, $1, $4); }
	;
mdref:
	  T_METAVAR                               { $$ = ll_md_ref(p, $1, L(@1)); }
	| mdnode                                  { $$ = $1; }
	;
mdval:
	  tv                                      { $$ = ll_md(p, MD_VAL, NULL, NULL); $$->v = $1; }
	| T_MDSTRING                              { $$ = ll_md(p, MD_STR, $1, NULL); }
	| T_NULL                                  { $$ = ll_md(p, MD_NULL, NULL, NULL); }
	| mdref                                   { $$ = $1; }
	| T_DISTINCT mdnode                       { $$ = $2; }
	;
mdlist_opt: %empty { $$ = NULL; } | mdlist { $$ = $1; } ;
mdlist:
	  mdval                                   { $$ = ll_list(p, $1); }
	| mdlist ',' mdval                        { $$ = ll_append(p, $1, $3); }
	| mdlist T_MDATTACH '(' mdfields_opt ')'  { $$ = ll_append(p, $1, ll_md(p, MD_SPECIAL, $2, $4)); }
	;
mdfields_opt: %empty { $$ = NULL; } | mdfields { $$ = $1; } ;
mdfields: mdfield { $$ = ll_list(p, $1); } | mdfields ',' mdfield { $$ = ll_append(p, $1, $3); } ;
mdfield:
	  T_LABELSTR mdfval                       { $$ = A(A_MD, $1, @1); $$->md = $2; }
	| mdfval                                  { $$ = A(A_MD, NULL, @1); $$->md = $1; }
	;
mdfval: mdatom { $$ = $1; } | mdfval '|' mdatom { $$ = ll_md_or(p, $1, $3); } ;
mdatom:
	  T_INT                                   { $$ = ll_md(p, MD_OTHER, $1, NULL); }
	| T_STRING                                { $$ = ll_md(p, MD_STR, $1, NULL); }
	| T_KW                                    { $$ = ll_md(p, MD_OTHER, $1, NULL); }
	| T_TRUE                                  { $$ = ll_md(p, MD_OTHER, S("true"), NULL); }
	| T_FALSE                                 { $$ = ll_md(p, MD_OTHER, S("false"), NULL); }
	| T_NULL                                  { $$ = ll_md(p, MD_NULL, NULL, NULL); }
	| T_MDSTRING                              { $$ = ll_md(p, MD_STR, $1, NULL); }
	| T_DISTINCT mdnode                       { $$ = $2; }
	| mdref                                   { $$ = $1; }
	| tv                                      { $$ = ll_md(p, MD_VAL, NULL, NULL); $$->v = $1; }
	;

/* ---- functions */
fnhead:
	  attrs fnret T_GLOBALVAR '(' ')' fnpost                 { $$ = ll_fn_head(p, $1, $2, @2.sp, $3, NULL, false, $6, L(@3)); }
	| attrs fnret T_GLOBALVAR '(' T_DOTS ')' fnpost          { $$ = ll_fn_head(p, $1, $2, @2.sp, $3, NULL, true, $7, L(@3)); }
	| attrs fnret T_GLOBALVAR '(' params ')' fnpost          { $$ = ll_fn_head(p, $1, $2, @2.sp, $3, $5, false, $7, L(@3)); }
	| attrs fnret T_GLOBALVAR '(' params ',' T_DOTS ')' fnpost { $$ = ll_fn_head(p, $1, $2, @2.sp, $3, $5, true, $9, L(@3)); }
	;
params: param { $$ = ll_list(p, $1); } | params ',' param { $$ = ll_append(p, $1, $3); } ;
param:
	  type attrs                    { $$ = ll_param(p, $1, @1.sp, $2, NULL, L(@1)); }
	| type attrs T_LOCALVAR         { $$ = ll_param(p, $1, @1.sp, $2, $3, L(@1)); }
	| T_METADATA                    { $$ = ll_param(p, type_simple(p->c, TY_LLVM_METADATA), @1.sp, NULL, NULL, L(@1)); }
	| T_METADATA T_LOCALVAR         { $$ = ll_param(p, type_simple(p->c, TY_LLVM_METADATA), @1.sp, NULL, $2, L(@1)); }
	;
fnpost: %empty { $$ = NULL; } | fnpost fnitem { $$ = ll_append(p, $1, $2); } ;
fnitem:
	  attr                          { $$ = $1; }
	| T_COMDAT                      { $$ = A(A_COMDAT, S("comdat"), @1); }
	| T_COMDAT '(' T_COMDATVAR ')'  { $$ = A(A_COMDAT, S("comdat"), @1); $$->val = $3; }
	| T_ADDRSPACE '(' T_INT ')'     { $$ = A(A_INT, S("addrspace"), @1); $$->val = $3; }
	| T_METANAME mdref              { $$ = A(A_MD, $1, @1); $$->md = $2; }
	| T_PERSONALITY tv              { $$ = A(A_KW, S("personality"), @1); $$->md = ll_md(p, MD_VAL, NULL, NULL); $$->md->v = $2; }
	| T_PREFIX tv                   { $$ = A(A_KW, S("prefix"), @1); }
	| T_PROLOGUE tv                 { $$ = A(A_KW, S("prologue"), @1); }
	;

body: %empty | body stmt ;
stmt:
	  T_LABELSTR                    { ll_label(p, $1, L(@1)); }
	| T_LOCALDEF                    { ll_result_name(p, $1, L(@1)); }
	  instr                         { ll_inst_done(p); }
	| instr                         { ll_inst_done(p); }
	| T_DBGREC '(' dbgargs ')'      { ll_dbg_record(p, $1, $3, L(@1)); }
	;
/* #dbg_value(metadata ptr %x, !12, !DIExpression(), !15) */
dbgargs:
	  dbgarg                                    { $$ = ll_list(p, $1); }
	| dbgargs ',' dbgarg                        { $$ = ll_append(p, $1, $3); }
	| dbgargs T_MDATTACH '(' mdfields_opt ')'   { $$ = ll_append(p, $1, ll_md(p, MD_SPECIAL, $2, $4)); }
	;
dbgarg: mdval { $$ = $1; } | T_METADATA mdval { $$ = $2; } ;

instr:
	  T_BINOP attrs type value ',' value rest         { ll_binop(p, $1, $2, $3, $4, $6, L(@1)); ll_rest_md(p, $7); }
	| T_FNEG attrs tv rest                            { ll_fneg(p, $2, $3, L(@1)); ll_rest_md(p, $4); }
	| T_CMP attrs type value ',' value rest           { ll_cmp(p, $1, $2, $3, $4, $6, L(@1)); ll_rest_md(p, $7); }
	| T_CMP attrs T_TRUE type value ',' value rest    { ll_cmp(p, $1, ll_append(p, $2, A(A_KW, S("true"), @3)), $4, $5, $7, L(@1)); ll_rest_md(p, $8); }
	| T_CMP attrs T_FALSE type value ',' value rest   { ll_cmp(p, $1, ll_append(p, $2, A(A_KW, S("false"), @3)), $4, $5, $7, L(@1)); ll_rest_md(p, $8); }
	| T_CAST attrs tv T_TO type rest                  { ll_cast(p, $1, $2, $3, $5, @5.sp, $6, L(@1)); }
	| T_SELECT attrs tv ',' tv ',' tv rest            { ll_select(p, $2, $3, $5, $7, L(@1)); ll_rest_md(p, $8); }
	| T_PHI attrs type phiins mdrest                  { ll_phi(p, $2, $3, $4, L(@1)); }
	| T_ALLOCA kws type rest                         { ll_alloca(p, $2, $3, @3.sp, $4, L(@1), L(@3)); }
	| T_LOAD attrs type ',' tv attrs rest             { ll_load(p, $2, $3, $5, $6, $7, L(@1), L(@3)); }
	| T_STORE attrs tv ',' tv attrs rest              { ll_store(p, $2, $3, $5, $6, $7, L(@1), L(@3)); }
	| T_GEP attrs type ',' tv rest                    { ll_gep(p, $2, $3, $5, $6, L(@1), L(@5)); }
	| T_CALL callspec rest                            { ll_call(p, NULL, $2, $3, L(@1)); }
	| T_TAIL T_CALL callspec rest                     { ll_call(p, ll_list(p, A(A_KW, $1, @1)), $3, $4, L(@1)); }
	| T_INVOKE callspec T_TO tv T_UNWIND tv rest      { ll_invoke(p, $2, $4, $6, $7, L(@1)); }
	| T_LANDINGPAD type clauses rest                  { ll_landingpad(p, $2, $3, $4, L(@1)); }
	| T_RESUME tv rest                                { ll_resume(p, $2, $3, L(@1)); }
	| T_RET T_VOID rest                               { ll_ret(p, NULL, $3, L(@1)); }
	| T_RET tv rest                                   { ll_ret(p, $2, $3, L(@1)); }
	| T_BR tv rest                                    { ll_br(p, $2, NULL, NULL, $3, L(@1)); }
	| T_SWITCH tv ',' tv '[' cases ']' mdrest         { ll_switch(p, $2, $4, $6, $8, L(@1)); }
	| T_INDIRECTBR tv ',' '[' tvs_opt ']' mdrest      { ll_indirectbr(p, $2, $5, $7, L(@1)); }
	| T_UNREACHABLE mdrest                            { ll_unreachable(p, $2, L(@1)); }
	| T_EXTRACTVALUE tv rest                          { ll_extractvalue(p, $2, $3, L(@1)); }
	| T_INSERTVALUE tv ',' tv rest                    { ll_insertvalue(p, $2, $4, $5, L(@1)); }
	| T_EXTRACTELEMENT tv ',' tv rest                 { ll_extractelement(p, $2, $4, $5, L(@1)); }
	| T_INSERTELEMENT tv ',' tv ',' tv rest           { ll_insertelement(p, $2, $4, $6, $7, L(@1)); }
	| T_SHUFFLEVECTOR tv ',' tv ',' tv rest           { ll_shufflevector(p, $2, $4, $6, $7, L(@1)); }
	| T_ATOMICRMW attrs tv ',' tv attrs rest          { ll_atomicrmw(p, $2, $3, $5, L(@5), $6, $7, L(@1)); }
	| T_ATOMICRMW attrs T_BINOP tv ',' tv attrs rest  { ll_atomicrmw(p, ll_append(p, $2, A(A_KW, S(op_names[$3] + 5), @3)), $4, $6, L(@6), $7, $8, L(@1)); }
	| T_CMPXCHG attrs tv ',' tv ',' tv attrs rest     { ll_cmpxchg(p, $2, $3, $5, $7, $8, $9, L(@1)); }
	| T_FENCE attrs rest                              { ll_fence(p, $2, $3, L(@1)); }
	| T_FREEZE tv rest                                { ll_freeze(p, $2, $3, L(@1)); }
	| T_VA_ARG tv ',' type rest                       { ll_va_arg(p, $2, $4, $5, L(@1)); }
	| T_UNSUPPORTED                                   { ll_unsupported(p, $1->s, L(@1)); YYABORT; }
	;

callspec:
	  attrs_as fnret value '(' ')' attrs bundles          { $$ = ll_call_spec(p, $1, $2, $3, NULL, $6, L(@3)); $$->bundles = $7; }
	| attrs_as fnret value '(' args ')' attrs bundles     { $$ = ll_call_spec(p, $1, $2, $3, $5, $7, L(@3)); $$->bundles = $8; }
	;
args: arg { $$ = ll_list(p, $1); } | args ',' arg { $$ = ll_append(p, $1, $3); } ;
arg:
	  type attrs value              { $$ = ll_typed(p, $1, $3); $$->pattrs = $2; }
	| T_METADATA mdval              { $$ = ll_v(p, V_MD, NULL, L(@1)); $$->md = $2; $$->ty = type_simple(p->c, TY_LLVM_METADATA); }
	;
bundles:
	  %empty                        { $$ = NULL; }
	| '[' bundlelist ']'            { $$ = $2; }
	;
bundlelist: bundle { $$ = ll_list(p, $1); } | bundlelist ',' bundle { $$ = ll_append(p, $1, $3); } ;
bundle:
	  T_STRING '(' ')'              { $$ = ll_v(p, V_BUNDLE, NULL, L(@1)); $$->s = $1; }
	| T_STRING '(' args ')'         { $$ = ll_v(p, V_BUNDLE, NULL, L(@1)); $$->s = $1; $$->elts = $3; }
	;

rest:
	  %empty                        { $$ = NULL; }
	| rest ',' ritem                { $$ = ll_append(p, $1, $3); }
	| rest T_MDATTACH mdref         { LLAttr *a = A(A_MD, $2, @2); a->md = $3; $$ = ll_append(p, $1, a); }
	;
ritem:
	  tv                            { $$ = A(A_TYPE, NULL, @1); $$->ty = $1->ty; $$->md = ll_md(p, MD_VAL, NULL, NULL); $$->md->v = $1; }
	| T_INT                         { $$ = A(A_INT, NULL, @1); $$->val = $1; }
	| T_ALIGN T_INT                 { $$ = ll_align(p, $2, L(@1), L(@2)); }
	| T_ADDRSPACE '(' T_INT ')'     { $$ = A(A_INT, S("addrspace"), @1); $$->val = $3; }
	;
mdrest:
	  %empty                        { $$ = NULL; }
	| mdrest T_MDATTACH mdref       { LLAttr *a = A(A_MD, $2, @2); a->md = $3; $$ = ll_append(p, $1, a); }
	;

phiins: phiin { $$ = ll_list(p, $1); } | phiins ',' phiin { $$ = ll_append(p, $1, $3); } ;
phiin: '[' value ',' T_LOCALVAR ']'  { $$ = ll_phi_in(p, $2, $4); } ;

cases: %empty { $$ = NULL; } | cases tv ',' tv { $$ = ll_append(p, ll_append(p, $1, $2), $4); } ;

clauses: %empty { $$ = NULL; } | clauses clause { $$ = ll_append(p, $1, $2); } ;
clause:
	  T_KW                          { $$ = ll_v(p, V_NONE, $1, L(@1)); }
	| T_CATCH tv                    { $$ = ll_clause(p, false, $2); }
	| T_FILTER tv                   { $$ = ll_clause(p, true, $2); }
	;
%%
