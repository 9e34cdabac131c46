/* mlir.y - the grammar of MLIR text: the generic op form, types,
 * attributes, modules/regions/blocks, and the custom (pretty) forms of the
 * builtin, func, arith, cf, memref and index dialects; the LLVM dialect's
 * custom forms are in the marked section (owner: lparse).
 *
 * Actions are one call into the builders of src/mlir/parse*.c.  Lists
 * live on the parser's stacks (see src/mlir/parse.h).  An op is built
 * when its rule is reduced; the `operation` rule then binds its results
 * (the lexer returns a whole "%a, %b:2 =" as one RESULTS token, so an op
 * with results starts with a token no type or attribute can start with,
 * and custom ops need no terminator). */

%define api.pure full
%define api.prefix {mly}
%define parse.error custom
/* Default reductions only in states with nothing else to do: an error is
 * seen in the state that read the token, so the expected tokens are that
 * state's (the same messages parse.lac gave on every test input), without
 * LAC's re-simulation of the parse at every lookahead (4-6% of a run). */
%define lr.default-reduction consistent
%locations
%expect 0
%param {Parser *p}
%initial-action { @$ = (MLYLTYPE){1, 1, 0, 0}; }

%code requires {
#include "mlir/parse.h"
}

%code provides {
int mlylex(MLYSTYPE *lval, MLYLTYPE *lloc, Parser *p);
void mlyerror(MLYLTYPE *lloc, Parser *p, const char *msg);
}

%code {
#include "mlir/build.h"
/* Built whole, not patched field by field: a load of a location just
 * stored in pieces stalls the CPU (no store forwarding). */
#define YYLLOC_DEFAULT(Cur, Rhs, N) do { \
	if (N) \
		(Cur) = (MLYLTYPE){YYRHSLOC(Rhs, 1).first_line, YYRHSLOC(Rhs, 1).first_column, \
		                   YYRHSLOC(Rhs, 1).off, YYRHSLOC(Rhs, N).end}; \
	else \
		(Cur) = (MLYLTYPE){YYRHSLOC(Rhs, 0).first_line, YYRHSLOC(Rhs, 0).first_column, \
		                   YYRHSLOC(Rhs, 0).end, YYRHSLOC(Rhs, 0).end}; \
} while (0)
#define YYLOCATION_PRINT(File, Loc) ((void)0)
#define YYMAXDEPTH 10000   /* nesting deeper than the printers may recurse is an error */
}

%union {
	Span span;
	Word word;
	Sym *sym;
	ValRef vref;
	List list;
	ResList res;
	Type *ty;
	Attr *attr;
	NamedAttr na;
	LexDict *dict;
	int64_t i;
	Region *reg;
	Block *blk;
	Op *op;
	FnSig sig;
	Mixed mixed;
	DenseBody dense;
	bool b;
}

/* literals and names */
%token <span> INT "integer" FLOAT "float" STRING "string"
%token <sym> BARE_ID "identifier" AT_ID "symbol" CARET_ID "block label"
%token <sym> HASH_ID "attribute alias" BANG_ID "type alias"
%token <vref> VALUE "SSA value"
%token <res> RESULTS "result list"
%token <attr> OPAQUE_ATTR "dialect attribute" AFFINE_MAP "affine map"
%token <ty> OPAQUE_TYPE "dialect type"
%token <dict> DICT_TEXT "attribute dictionary"
%token LOC "location"
%token ARROW "->" ELLIPSIS "..." COLONCOLON "::" LLVM_BANG "!llvm."
%token <i> DIM "dimension" SDIM "scalable dimension"
%token STAR_X "*x"
%token LEX_ERROR "invalid token"

/* keywords */
%token <word> KW_TRUE "true" KW_FALSE "false" KW_UNIT "unit" KW_TO "to" KW_X "x"
%token <word> KW_ATTRIBUTES "attributes" KW_OVERFLOW "overflow" KW_FASTMATH "fastmath"
%token <word> KW_DEFAULT "default"
%token <word> BUILTIN_TYPE "type" LLVM_SIMPLE_TYPE "LLVM type"
%token <word> KW_PTR "ptr" KW_STRUCT "struct" KW_FUNC "func" VEC_LT "vec<"
%token <word> KW_PACKED "packed" KW_OPAQUE "opaque" KW_TARGET "target"
%token <word> VECTOR_LT "vector<" MEMREF_LT "memref<" TENSOR_LT "tensor<"
%token DL_SPEC_LT "#dlti.dl_spec<" DL_ENTRY_LT "#dlti.dl_entry<"
%token <i> LLATTR_LT "#llvm.vec_type_hint<"
%token <word> COMPLEX_LT "complex<" TUPLE_LT "tuple<" DENSE_LT "dense<" ARRAY_LT "array<"
%token <word> STRIDED_LT "strided<" DENSE_RESOURCE_LT "dense_resource<" SPARSE_LT "sparse<"

/* op names (src/mlir/optok.h) */
%token <word> T_MODULE "module" T_UNREALIZED_CAST "builtin.unrealized_conversion_cast"
%token <word> T_FUNC_FUNC "func.func" T_FUNC_RETURN "func.return" T_FUNC_CALL "func.call"
%token <word> T_FUNC_CALL_INDIRECT "func.call_indirect" T_FUNC_CONSTANT "func.constant"
%token <word> T_ARITH_CONSTANT "arith.constant" T_ARITH_BINOP "arith binary op"
%token <word> T_ARITH_UNARY "arith.negf" T_ARITH_CMP "arith comparison" T_ARITH_SELECT "arith.select"
%token <word> T_ARITH_CAST "arith cast" T_ARITH_EXTENDED "arith extended op"
%token <word> T_CF_BR "cf.br" T_CF_COND_BR "cf.cond_br" T_CF_SWITCH "cf.switch" T_CF_ASSERT "cf.assert"
%token <word> T_INDEX_CONSTANT "index.constant" T_INDEX_BINOP "index binary op"
%token <word> T_INDEX_CMP "index.cmp" T_INDEX_SIZEOF "index.sizeof" T_INDEX_CAST "index cast"
%token <word> T_MEMREF_ALLOC "memref.alloc" T_MEMREF_UNARY "memref.dealloc"
%token <word> T_MEMREF_LOAD "memref.load" T_MEMREF_STORE "memref.store" T_MEMREF_DIM "memref.dim"
%token <word> T_MEMREF_RANK "memref.rank" T_MEMREF_CAST "memref.cast"
%token <word> T_MEMREF_REINTERPRET_CAST "memref.reinterpret_cast" T_MEMREF_SUBVIEW "memref.subview"
%token <word> T_MEMREF_VIEW "memref.view" T_MEMREF_GLOBAL "memref.global"
%token <word> T_MEMREF_GET_GLOBAL "memref.get_global" T_MEMREF_COPY "memref.copy"
%token <word> T_MEMREF_EXTRACT_META "memref.extract_strided_metadata"
%token <word> T_MEMREF_ATOMIC_RMW "memref.atomic_rmw" T_MEMREF_GENERIC_ATOMIC_RMW "memref.generic_atomic_rmw"
%token <word> T_MEMREF_YIELD "memref.atomic_yield" T_MEMREF_ASSUME_ALIGNMENT "memref.assume_alignment"
%token <word> T_MEMREF_EXPAND_SHAPE "memref.expand_shape" T_MEMREF_COLLAPSE_SHAPE "memref.collapse_shape"
%token <word> T_MEMREF_RESHAPE "memref.reshape" T_MEMREF_TRANSPOSE "memref.transpose"
%token <word> T_MEMREF_PREFETCH "memref.prefetch" T_MEMREF_ALLOCA_SCOPE "memref.alloca_scope"

/* ==== LLVM dialect custom forms: tokens (owner: lparse) ==== */
%code {
#include "mlir/parse_llvm_act.h"
}
%token <word> T_LLVM_BINOP "llvm binary op" T_LLVM_UNOP "llvm unary op" T_LLVM_CMP "llvm comparison"
%token <word> T_LLVM_CAST "llvm cast" T_LLVM_SELECT "llvm.select" T_LLVM_CONSTANT "llvm.mlir.constant"
%token <word> T_LLVM_TYPED0 "llvm.mlir.undef" T_LLVM_ADDRESSOF "llvm.mlir.addressof"
%token <word> T_LLVM_ALLOCA "llvm.alloca" T_LLVM_LOAD "llvm.load" T_LLVM_STORE "llvm.store"
%token <word> T_LLVM_GEP "llvm.getelementptr" T_LLVM_EXTRACTVALUE "llvm.extractvalue"
%token <word> T_LLVM_INSERTVALUE "llvm.insertvalue" T_LLVM_EXTRACTELEMENT "llvm.extractelement"
%token <word> T_LLVM_INSERTELEMENT "llvm.insertelement" T_LLVM_SHUFFLEVECTOR "llvm.shufflevector"
%token <word> T_LLVM_ATOMICRMW "llvm.atomicrmw" T_LLVM_CMPXCHG "llvm.cmpxchg" T_LLVM_FENCE "llvm.fence"
%token <word> T_LLVM_VA_ARG "llvm.va_arg"
%token <word> T_LLVM_CALL "llvm.call" T_LLVM_INVOKE "llvm.invoke" T_LLVM_CALL_INTRINSIC "llvm.call_intrinsic"
%token <word> T_LLVM_INLINE_ASM "llvm.inline_asm" T_LLVM_LANDINGPAD "llvm.landingpad"
%token <word> T_LLVM_RESUME "llvm.resume" T_LLVM_RETURN "llvm.return" T_LLVM_UNREACHABLE "llvm.unreachable"
%token <word> T_LLVM_BR "llvm.br" T_LLVM_COND_BR "llvm.cond_br" T_LLVM_SWITCH "llvm.switch"
%token <word> T_LLVM_INDIRECTBR "llvm.indirectbr" T_LLVM_FUNC "llvm.func" T_LLVM_GLOBAL "llvm.mlir.global"
%token <word> T_LLVM_COMDAT "llvm.comdat" T_LLVM_COMDAT_SELECTOR "llvm.comdat_selector"
%token <word> T_LLVM_LINKER_OPTIONS "llvm.linker_options" T_LLVM_INTR "llvm intrinsic" T_LLVM_INTR_BARE "llvm intrinsic of no operands"
%token <word> T_LLVM_ATTR_OP "llvm.mlir.global_ctors"
%token <word> T_LLVM_ALIAS "llvm.mlir.alias" T_LLVM_IFUNC "llvm.mlir.ifunc"
%token <word> T_LLVM_BLOCKADDRESS "llvm.blockaddress" T_LLVM_BLOCKTAG "llvm.blocktag"
%type <list> llvm_opt_succs llvm_kws llvm_kws1 llvm_asm_kws llvm_gkws llvm_gep_idx llvm_cases llvm_case_list llvm_succ_list llvm_clauses
%type <na> llvm_kw
%type <sym> llvm_word
%type <attr> llvm_tag llvm_array llvm_opt_ovf llvm_opt_weights llvm_opt_init llvm_fn_attrs
/* ==== end LLVM dialect tokens ==== */

%type <op> op_body
%type <list> switch_cases opt_alloca_results
%type <sym> llvm_ident
%type <word> std_ident
%type <ty> struct_name
%type <sym> ident kw_ident opt_sym_name opt_visibility generic_name
%type <list> uses opt_uses types opt_types succs opt_succs regions opt_regions
%type <list> dict_entries dict_body attr_dict opt_attr_dict opt_props gen_props attrs opt_attrs dl_entries dl_entry
%type <attr> dl_key
%type <list> fn_args opt_fn_args fn_results opt_fn_results fn_result_list
%type <list> dims dense_elts dense_list dense_elt dense_scalar array_elts ints_or_dyn opt_ints_or_dyn
%type <list> llvm_params llvm_param_list opt_module_attrs opt_fn_attrs
%type <ty> type non_fn_type other_type function_type llvm_inner llvm_body_type
%type <attr> attr nondict_attr other_attr dict_attr opt_dict_attr typed_literal dense_attr
%type <attr> symbol_ref strided_attr opt_arith_flags opt_binop_flags
%type <na> dict_entry
%type <reg> region opt_body
%type <i> int_or_dyn
%type <sig> fn_sig call_type
%type <dense> dense_body opt_global_init sparse_elts
%type <mixed> mixed_list mixed_elts
%type <b> mixed_elt opt_constant
%type <sym> opt_ident opt_string_sym
%type <attr> opt_weights affine_perm
%type <span> flag_list dense_lit opt_loc

%%

file: items
	;
items: %empty
	| items item
	;
item: operation
	| HASH_ID '=' attr { p_attr_alias(p, $1, $3, @3); }
	| HASH_ID '=' LOC { p_loc_alias(p, $1, p_span(p, @3)); }
	| BANG_ID '=' type { p_type_alias(p, $1, $3, @3); }
	;

/* ---------------------------------------------------------------- ops */

/* a trailing location and the dialects' op rules are alternatives here,
 * not rules of their own: an op is reduced twice less; in a block, an op
 * is op_list's own alternative (once less again) */
operation: RESULTS op_body { p_operation(p, &$1, $2, @1, @2, (Span){0}); }
	| RESULTS op_body LOC { p_operation(p, &$1, $2, @1, @2, p_span(p, @3)); }
	| op_body { p_operation(p, NULL, $1, @1, @1, (Span){0}); }
	| op_body LOC { p_operation(p, NULL, $1, @1, @1, p_span(p, @2)); }
	;
opt_loc: %empty { $$ = (Span){0}; } | LOC { $$ = p_span(p, @1); } ;
/* The ops of each dialect below are op_body's own alternatives, not a rule
 * of their own per dialect: an op is reduced once less. */

/* "d.op"(%a, %b)[^bb1(%x : i32)] <{props}> ({regions}) {attrs} : (T, T) -> T */
op_body: generic_name '(' opt_uses ')' opt_succs gen_props opt_regions opt_attr_dict ':' function_type
		{ $$ = p_generic_op(p, $1, @1, $3, $5, $6, $7, $8, $10); }
	;
generic_name: STRING { $$ = p_generic_name(p, $1, @1); } ;
opt_uses: %empty { $$ = p_list_empty(&p->vs.n); } | uses ;
uses: VALUE { $$ = p_use_first(p, $1); }
	| uses ',' VALUE { $$ = p_use_next(p, $1, $3); }
	;
opt_succs: %empty { $$ = p_list_empty(&p->ss.n); } | '[' succs ']' { $$ = $2; } ;
succs: succ { $$ = (List){p->ss.n - 1, 1}; }
	| succs ',' succ { $$ = $1; $$.n++; }
	;
succ: CARET_ID { p_successor(p, $1, @1, (List){0, 0}, (List){0, 0}); }
	| CARET_ID '(' uses ':' types ')' { p_successor(p, $1, @1, $3, $5); }
	;
opt_props: %empty { $$ = p_list_empty(&p->ns.n); } | '<' attr_dict '>' { $$ = $2; } ;
/* a generic op's: none written is told from <{}> (NO_PROPS), which an op
 * xlate does not know keeps */
gen_props: %empty { $$ = (List){NO_PROPS, 0}; } | '<' attr_dict '>' { $$ = $2; } ;
opt_regions: %empty { $$ = p_list_empty(&p->regs.n); } | '(' regions ')' { $$ = $2; } ;
regions: region { $$ = p_reg_first(p, $1); }
	| regions ',' region { $$ = p_reg_next(p, $1, $3); }
	;

/* ------------------------------------------------- regions and blocks */

region: region_open region_body '}' { $$ = p_region_close(p, @3); } ;
region_open: '{' { if (!p_region_open(p, @1)) YYABORT; } ;
region_body: op_list
	| region_body block_label op_list
	;
op_list: %empty
	| op_list RESULTS op_body { p_operation(p, &$2, $3, @2, @3, (Span){0}); }
	| op_list RESULTS op_body LOC { p_operation(p, &$2, $3, @2, @3, p_span(p, @4)); }
	| op_list op_body { p_operation(p, NULL, $2, @2, @2, (Span){0}); }
	| op_list op_body LOC { p_operation(p, NULL, $2, @2, @2, p_span(p, @3)); }
	;
block_label: block_name ':'
	| block_name '(' block_args ')' ':'
	;
block_name: CARET_ID { p_block_def(p, $1, @1); } ;
block_args: block_arg | block_args ',' block_arg ;
block_arg: VALUE ':' type opt_loc { p_block_arg(p, $1, $3, $4); } ;

/* -------------------------------------------------------------- types */

/* The commonest types (i32, !llvm.ptr: one token) are alternatives of
 * type itself, not only of non_fn_type: reduced once, not twice. */
type: BUILTIN_TYPE { $$ = p_builtin_type(p, $1, @1); }
	| OPAQUE_TYPE
	| other_type
	| function_type
	;
non_fn_type: BUILTIN_TYPE { $$ = p_builtin_type(p, $1, @1); }
	| OPAQUE_TYPE
	| other_type
	;
opt_types: %empty { $$ = p_list_empty(&p->ts.n); } | types ;
types: type { $$ = p_type_first(p, $1); }
	| types ',' type { $$ = p_type_next(p, $1, $3); }
	;
function_type: '(' opt_types ')' ARROW non_fn_type { $$ = p_func_type(p, $2, p_type_first(p, $5)); }
	| '(' opt_types ')' ARROW '(' opt_types ')' { $$ = p_func_type(p, $2, $6); }
	;
/* the other builtin and LLVM types are alternatives here, not a rule
 * each: every type is reduced once less */
other_type: BANG_ID { $$ = p_type_alias_ref(p, $1, @1); }
	| COMPLEX_LT type '>' { $$ = type_complex(p->c, $2); }
	| TUPLE_LT opt_types '>' { $$ = p_tuple_type(p, $2); }
	| VECTOR_LT dims type '>' { $$ = p_vector_type(p, $2, $3, @$); }
	| TENSOR_LT dims type opt_attrs '>' { $$ = p_tensor_type(p, $2, $3, $4, @$); }
	| TENSOR_LT STAR_X type '>' { $$ = type_utensor(p->c, $3); }
	| MEMREF_LT dims type opt_attrs '>' { $$ = p_memref_type(p, $2, $3, $4, @$); }
	/* 2020-2021 layout: memref<?x?xf32, offset: ?, strides: [?, 1]> */
	| MEMREF_LT dims type ',' BARE_ID ':' int_or_dyn ',' BARE_ID ':' '[' opt_ints_or_dyn ']' opt_attrs '>'
		{ $$ = p_memref_old_layout(p, $2, $3, p_strided(p, $12, $5, $7, @5), $9, @9, $14, @$); }
	| MEMREF_LT STAR_X type opt_attrs '>' { $$ = p_umemref_type(p, $3, $4, @$); }
	/* LLVM types: "!llvm." prefix outside, dropped inside LLVM type bodies. */
	| LLVM_BANG llvm_body_type { $$ = $2; }
	| LLVM_BANG BUILTIN_TYPE { $$ = p_builtin_type(p, $2, @2); }   /* old !llvm.i32 */
	| LLVM_BANG BARE_ID { $$ = p_llvm_legacy_type(p, $2, @2); }    /* old !llvm.float */
	;
dims: %empty { $$ = p_list_empty(&p->ds.n); }
	| dims DIM { $$ = p_dim(p, $1, $2, false); }
	| dims SDIM { $$ = p_dim(p, $1, $2, true); }
	;
opt_attrs: %empty { $$ = p_list_empty(&p->as.n); } | ',' attrs { $$ = $2; } ;

llvm_inner: type | llvm_body_type ;
llvm_body_type: KW_PTR { $$ = type_ptr(p->c, 0, NULL); }
	| KW_PTR '<' INT '>' { $$ = type_ptr(p->c, p_uint(p, $3, @3), NULL); }
	| KW_PTR '<' llvm_inner '>' { $$ = type_ptr(p->c, 0, $3); }
	| KW_PTR '<' llvm_inner ',' INT '>' { $$ = type_ptr(p->c, p_uint(p, $5, @5), $3); }
	| LLVM_SIMPLE_TYPE { $$ = type_simple(p->c, (TypeKind)$1.kind); }
	| ARRAY_LT DIM llvm_inner '>' { $$ = p_llvm_array_type(p, $2, $3, @2); }
	| VEC_LT DIM llvm_inner '>' { $$ = p_llvm_vec_type(p, 0, $2, $3, @2); }
	| VEC_LT DIM DIM llvm_inner '>' { $$ = p_llvm_vec_type(p, $2, $3, $4, @2); }
	| KW_FUNC '<' llvm_inner '(' llvm_params ')' '>' { $$ = p_llvm_func_type(p, $3, $5, false); }
	| KW_FUNC '<' llvm_inner '(' llvm_param_list ',' ELLIPSIS ')' '>' { $$ = p_llvm_func_type(p, $3, $5, true); }
	| KW_FUNC '<' llvm_inner '(' ELLIPSIS ')' '>' { $$ = p_llvm_func_type(p, $3, p_list_empty(&p->ts.n), true); }
	| KW_STRUCT '<' '(' llvm_params ')' '>' { $$ = p_struct_type(p, NULL, $4, false, @$); }
	| KW_STRUCT '<' KW_PACKED '(' llvm_params ')' '>' { $$ = p_struct_type(p, NULL, $5, true, @$); }
	| KW_STRUCT '<' struct_name '>' { $$ = p_struct_ref(p, $3, @3); }
	| KW_STRUCT '<' struct_name ',' KW_OPAQUE '>' { $$ = p_struct_opaque(p, $3, @3); }
	| KW_STRUCT '<' struct_name ',' '(' llvm_params ')' '>' { $$ = p_struct_type(p, $3, $6, false, @$); }
	| KW_STRUCT '<' struct_name ',' KW_PACKED '(' llvm_params ')' '>' { $$ = p_struct_type(p, $3, $7, true, @$); }
	| KW_TARGET '<' STRING target_params '>' { $$ = p_target_type(p, @$); }
	;
llvm_params: %empty { $$ = p_list_empty(&p->ts.n); } | llvm_param_list ;
llvm_param_list: llvm_inner { $$ = p_type_first(p, $1); }
	| llvm_param_list ',' llvm_inner { $$ = p_type_next(p, $1, $3); }
	;
/* an identified struct exists (bodiless) before its body is parsed */
struct_name: STRING { $$ = p_struct_named(p, $1, @1); } ;
target_params: %empty | target_params ',' llvm_inner | target_params ',' INT ;

/* --------------------------------------------------------- attributes */

/* The commonest attributes are alternatives of attr and of nondict_attr
 * (arith.constant's value, where a dictionary would be its attributes),
 * the rest are other_attr: 5 : i64 is reduced once, not three times. */
attr: dict_attr
	| INT ':' type { $$ = p_int_attr(p, $1, @1, $3); }
	| FLOAT ':' type { $$ = p_float_attr(p, $1, @1, $3); }
	| STRING { $$ = p_string_attr(p, $1, @1, NULL); }
	| '[' attrs ']' { $$ = p_array_attr(p, $2); }
	| type { $$ = attr_type(p->c, $1); }
	| HASH_ID { $$ = p_attr_alias_ref(p, $1, @1); }
	| other_attr
	;
nondict_attr: INT ':' type { $$ = p_int_attr(p, $1, @1, $3); }
	| FLOAT ':' type { $$ = p_float_attr(p, $1, @1, $3); }
	| STRING { $$ = p_string_attr(p, $1, @1, NULL); }
	| '[' attrs ']' { $$ = p_array_attr(p, $2); }
	| type { $$ = attr_type(p->c, $1); }
	| HASH_ID { $$ = p_attr_alias_ref(p, $1, @1); }
	| other_attr
	;
other_attr: INT { $$ = p_int_attr(p, $1, @1, NULL); }
	| FLOAT { $$ = p_float_attr(p, $1, @1, NULL); }
	| KW_TRUE { $$ = attr_bool(p->c, true); }
	| KW_FALSE { $$ = attr_bool(p->c, false); }
	| KW_TRUE ':' type { $$ = p_bool_attr(p, true, $3, @3); }
	| KW_FALSE ':' type { $$ = p_bool_attr(p, false, $3, @3); }
	| STRING ':' type { $$ = p_string_attr(p, $1, @1, $3); }
	| KW_UNIT { $$ = attr_unit(p->c); }
	| '[' ']' { $$ = attr_array(p->c, 0, NULL); }
	| symbol_ref
	| dense_attr
	| ARRAY_LT type '>' { $$ = p_dense_array(p, $2, (List){p->ls.n, 0}, @$, @2); }
	| ARRAY_LT type ':' array_elts '>' { $$ = p_dense_array(p, $2, $4, @$, @2); }
	| strided_attr
	| AFFINE_MAP
	| DL_SPEC_LT '>' { $$ = attr_dl_spec(p->c, 0, NULL); }
	| DL_SPEC_LT dl_entries '>' { $$ = p_dl_spec(p, $2); }
	| LLATTR_LT dict_entries '>' { $$ = p_llattr_fields(p, (int)$1, $2, @$); }
	| OPAQUE_ATTR
	;
/* std's `constant 42 : i32` (custom_op) */
typed_literal: INT ':' type { $$ = p_int_attr(p, $1, @1, $3); }
	| FLOAT ':' type { $$ = p_float_attr(p, $1, @1, $3); }
	| KW_TRUE ':' type { $$ = p_bool_attr(p, true, $3, @3); }
	| KW_FALSE ':' type { $$ = p_bool_attr(p, false, $3, @3); }
	;
/* a data layout: #dlti.dl_entry<key, value> (MLIR 19) or key = value (20+) */
dl_entries: dl_entry | dl_entries ',' dl_entry { $$ = $1; $$.n += 2; } ;
dl_entry: DL_ENTRY_LT dl_key ',' attr '>' { $$ = (List){p->as.n, 2}; vec_push(&p->as, $2); vec_push(&p->as, $4); }
	| dl_key '=' attr { $$ = (List){p->as.n, 2}; vec_push(&p->as, $1); vec_push(&p->as, $3); }
	;
dl_key: type { $$ = attr_type(p->c, $1); } | STRING { $$ = p_string_attr(p, $1, @1, NULL); } ;
attrs: attr { $$ = (List){p->as.n, 1}; vec_push(&p->as, $1); }
	| attrs ',' attr { $$ = $1; $$.n++; vec_push(&p->as, $3); }
	;
symbol_ref: AT_ID { $$ = p_symref(p, $1); }
	| symbol_ref COLONCOLON AT_ID { $$ = p_symref_nested(p, $1, $3); }
	;
dict_attr: attr_dict { $$ = p_dict_attr(p, $1); } ;
/* DICT_TEXT: the text of one read before, as one token (lex_dict) */
attr_dict: '{' '}' { $$ = p_list_empty(&p->ns.n); }
	| '{' dict_body '}' { $$ = $2; p_dict_note(p, $2, @$); }
	| DICT_TEXT { $$ = p_dict_text(p, $1); }
	;
/* an op's: the braces here too, not a unit rule to attr_dict */
opt_attr_dict: %empty { $$ = p_list_empty(&p->ns.n); }
	| '{' '}' { $$ = p_list_empty(&p->ns.n); }
	| '{' dict_body '}' { $$ = $2; p_dict_note(p, $2, @$); }
	| DICT_TEXT { $$ = p_dict_text(p, $1); }
	;
opt_dict_attr: %empty { $$ = NULL; } | dict_attr ;
dict_entries: dict_entry { $$ = (List){p->ns.n, 1}; vec_push(&p->ns, $1); }
	| dict_entries ',' dict_entry { $$ = $1; $$.n++; vec_push(&p->ns, $3); }
	;
/* a dictionary's (an LLVM attribute's fields above have errors of their own) */
dict_body: dict_entry { $$ = (List){p->ns.n, 1}; vec_push(&p->ns, $1); }
	| dict_body ',' dict_entry { $$ = $1; p_dict_key_new(p, $1, $3.name, @3); $$.n++; vec_push(&p->ns, $3); }
	;
/* a plain name is dict_entry's own alternative, not reduced to ident first */
dict_entry: BARE_ID '=' attr { $$ = (NamedAttr){$1, $3}; }
	| BARE_ID { $$ = (NamedAttr){$1, attr_unit(p->c)}; }
	| kw_ident '=' attr { $$ = (NamedAttr){$1, $3}; }
	| kw_ident { $$ = (NamedAttr){$1, attr_unit(p->c)}; }
	| STRING '=' attr { $$ = (NamedAttr){p_intern_string(p, $1, @1), $3}; }
	| STRING { $$ = (NamedAttr){p_intern_string(p, $1, @1), attr_unit(p->c)}; }
	;

/* dense<...> : T; the literals wait on p->ls (flattened row-major)
 * until the type is known. */
dense_attr: dense_body ':' type { $$ = p_dense(p, $1, $3, @$); }
	| DENSE_RESOURCE_LT ident '>' ':' type { $$ = attr_dense_resource(p->c, $5, $2); p_needs_module(p); }
	| SPARSE_LT sparse_elts ',' sparse_elts '>' ':' type { $$ = p_sparse(p, $2, $4, p_span(p, @2), $7, @$); }
	| SPARSE_LT '>' ':' type { DenseBody e = {p_list_empty(&p->ls.n), false, GLOBAL_DENSE}; $$ = p_sparse(p, e, e, (Span){0}, $4, @$); }
	;
sparse_elts: dense_list { $$ = (DenseBody){$1, false, GLOBAL_DENSE}; }
	| dense_scalar { $$ = (DenseBody){$1, true, GLOBAL_DENSE}; }
	;
dense_body: DENSE_LT dense_list '>' { $$ = (DenseBody){$2, false, GLOBAL_DENSE}; }
	| DENSE_LT dense_scalar '>' { $$ = (DenseBody){$2, true, GLOBAL_DENSE}; }
	| DENSE_LT '>' { $$ = (DenseBody){p_list_empty(&p->ls.n), false, GLOBAL_DENSE}; }
	;
dense_list: '[' ']' { $$ = p_list_empty(&p->ls.n); }
	| '[' dense_elts ']' { $$ = $2; }
	;
dense_elts: dense_elt
	| dense_elts ',' dense_elt { $$ = (List){$1.start, $1.n + $3.n}; }
	;
dense_elt: dense_scalar | dense_list ;
dense_scalar: dense_lit { $$ = p_lit(p, LIT_INT, $1, @1); }
	| '(' dense_lit ',' dense_lit ')' { $$ = p_lit(p, LIT_COMPLEX, $2, @2); p_lit(p, LIT_INT, $4, @4); $$.n = 2; }
	;
dense_lit: INT | FLOAT | STRING { $$ = p_span(p, @1); } | KW_TRUE { $$ = p_span(p, @1); } | KW_FALSE { $$ = p_span(p, @1); } ;
array_elts: dense_lit { $$ = p_lit(p, LIT_INT, $1, @1); }
	| array_elts ',' dense_lit { $$ = $1; $$.n++; p_lit(p, LIT_INT, $3, @3); }
	;

strided_attr: STRIDED_LT '[' opt_ints_or_dyn ']' '>' { $$ = p_strided(p, $3, NULL, 0, @$); }
	| STRIDED_LT '[' opt_ints_or_dyn ']' ',' ident ':' int_or_dyn '>' { $$ = p_strided(p, $3, $6, $8, @6); }
	;
opt_ints_or_dyn: %empty { $$ = p_list_empty(&p->is.n); } | ints_or_dyn ;
ints_or_dyn: int_or_dyn { $$ = (List){p->is.n, 1}; vec_push(&p->is, $1); }
	| ints_or_dyn ',' int_or_dyn { $$ = $1; $$.n++; vec_push(&p->is, $3); }
	;
int_or_dyn: INT { $$ = p_int64(p, $1, @1); } | '?' { $$ = DYN; } ;

/* Any identifier-like token, for attribute names and keywords checked
 * by the builders. */
ident: BARE_ID | kw_ident ;
kw_ident: KW_TRUE { $$ = $1.sym; } | KW_FALSE { $$ = $1.sym; } | KW_UNIT { $$ = $1.sym; }
	| KW_TO { $$ = $1.sym; } | KW_X { $$ = $1.sym; } | KW_ATTRIBUTES { $$ = $1.sym; }
	| KW_OVERFLOW { $$ = $1.sym; } | KW_FASTMATH { $$ = $1.sym; } | KW_DEFAULT { $$ = $1.sym; }
	| BUILTIN_TYPE { $$ = $1.sym; } | LLVM_SIMPLE_TYPE { $$ = $1.sym; }
	| KW_PTR { $$ = $1.sym; } | KW_STRUCT { $$ = $1.sym; } | KW_FUNC { $$ = $1.sym; }
	| KW_PACKED { $$ = $1.sym; } | KW_OPAQUE { $$ = $1.sym; }
	| KW_TARGET { $$ = $1.sym; }
	| T_MODULE { $$ = $1.sym; } | T_UNREALIZED_CAST { $$ = $1.sym; }
	| T_FUNC_FUNC { $$ = $1.sym; } | T_FUNC_RETURN { $$ = $1.sym; } | T_FUNC_CALL { $$ = $1.sym; }
	| T_FUNC_CALL_INDIRECT { $$ = $1.sym; } | T_FUNC_CONSTANT { $$ = $1.sym; }
	| std_ident { $$ = $1.sym; }
	| llvm_ident
	;
/* op-name tokens that 2020's std spellings (addi, load, br, ...) made keywords */
std_ident: T_ARITH_BINOP | T_ARITH_UNARY | T_ARITH_CMP | T_ARITH_SELECT | T_ARITH_CAST
	| T_CF_BR | T_CF_COND_BR | T_MEMREF_ALLOC | T_MEMREF_UNARY | T_MEMREF_LOAD | T_MEMREF_STORE
	| T_MEMREF_DIM | T_MEMREF_CAST
	;

/* ----------------------------------------- custom forms: builtin, func */

op_body: T_MODULE { p->isolate_next = true; p->module_next = true; } opt_sym_name opt_module_attrs region { $$ = p_module_op(p, $1, @1, $3, $4, $5); }
	| T_UNREALIZED_CAST uses ':' types KW_TO types opt_attr_dict { $$ = p_cast_op(p, $1, @1, $2, $4, $6, $7); }
	| T_UNREALIZED_CAST KW_TO types opt_attr_dict { $$ = p_cast_op(p, $1, @1, p_list_empty(&p->vs.n), p_list_empty(&p->ts.n), $3, $4); }
	| T_FUNC_FUNC opt_visibility AT_ID fn_sig opt_fn_attrs opt_body
		{ $$ = p_func_op(p, $1, @1, $2, $3, &$4, $5, $6); }
	| T_FUNC_RETURN opt_attr_dict { $$ = p_return_op(p, $1, @1, $2, p_list_empty(&p->vs.n), p_list_empty(&p->ts.n)); }
	| T_FUNC_RETURN opt_attr_dict uses ':' types { $$ = p_return_op(p, $1, @1, $2, $3, $5); }
	| T_FUNC_CALL symbol_ref '(' opt_uses ')' opt_attr_dict ':' function_type
		{ $$ = p_call_op(p, $1, @1, $2, $4, $6, $8); }
	| T_FUNC_CALL_INDIRECT VALUE '(' opt_uses ')' opt_attr_dict ':' function_type
		{ $$ = p_call_indirect_op(p, $1, @1, $2, $4, $6, $8); }
	| T_FUNC_CONSTANT opt_attr_dict symbol_ref ':' type { $$ = p_func_constant_op(p, $1, @1, $2, $3, $5); }
	/* 2020-2021: std's `constant 42 : i32`, bare `func` */
	| T_FUNC_CONSTANT opt_attr_dict typed_literal { $$ = p_std_constant(p, $1, @1, $2, $3); }
	| T_FUNC_CONSTANT opt_attr_dict dense_attr { $$ = p_std_constant(p, $1, @1, $2, $3); }
	| KW_FUNC opt_visibility AT_ID fn_sig opt_fn_attrs opt_body
		{ $$ = p_func_op(p, $1, @1, $2, $3, &$4, $5, $6); }
	;
opt_sym_name: %empty { $$ = NULL; } | AT_ID ;
opt_module_attrs: %empty { $$ = p_list_empty(&p->ns.n); } | KW_ATTRIBUTES attr_dict { $$ = $2; } ;
opt_visibility: %empty { $$ = NULL; } | BARE_ID ;
fn_sig: '(' opt_fn_args ')' opt_fn_results { $$ = p_fn_sig(p, $2, $4); } ;
/* a call's type: (i32 {llvm.noundef}) -> (i8 {llvm.zeroext}) holds its
 * arg_attrs and res_attrs (MLIR 20+) */
call_type: non_fn_type { $$ = (FnSig){$1, NULL, NULL, false}; }
	| '(' opt_fn_args ')' ARROW fn_results { $$ = p_call_sig(p, $2, $5); }
	;
opt_fn_args: %empty { $$ = p_list_empty(&p->fs.n); } | fn_args ;
fn_args: fn_arg { $$ = (List){p->fs.n - 1, 1}; }
	| fn_args ',' fn_arg { $$ = $1; $$.n++; }
	;
fn_arg: VALUE ':' type opt_dict_attr opt_loc { p_fn_arg(p, $1.name, $3, $4, @1, $5); }
	| type opt_dict_attr opt_loc { p_fn_arg(p, NULL, $1, $2, @1, $3); }
	| ELLIPSIS { p_fn_arg(p, NULL, NULL, NULL, @1, (Span){0}); }
	;
opt_fn_results: %empty { $$ = p_list_empty(&p->fs.n); } | ARROW fn_results { $$ = $2; } ;
fn_results: non_fn_type { $$ = (List){p->fs.n, 1}; p_fn_arg(p, NULL, $1, NULL, @1, (Span){0}); }
	| '(' ')' { $$ = p_list_empty(&p->fs.n); }
	| '(' fn_result_list ')' { $$ = $2; }
	;
fn_result_list: type opt_dict_attr { $$ = (List){p->fs.n, 1}; p_fn_arg(p, NULL, $1, $2, @1, (Span){0}); }
	| fn_result_list ',' type opt_dict_attr { $$ = $1; $$.n++; p_fn_arg(p, NULL, $3, $4, @3, (Span){0}); }
	;
opt_fn_attrs: %empty { $$ = p_list_empty(&p->ns.n); } | KW_ATTRIBUTES attr_dict { $$ = $2; } ;
opt_body: %empty { $$ = NULL; } | region ;

/* ---------------------------------------------------- custom forms: arith */

op_body: T_ARITH_CONSTANT opt_attr_dict nondict_attr { $$ = p_arith_constant(p, $1, @1, $2, $3); }
	| T_ARITH_BINOP VALUE ',' VALUE opt_binop_flags opt_attr_dict ':' type
		{ $$ = p_arith_binop(p, $1, @1, $2, $4, $5, $6, $8); }
	| T_ARITH_UNARY VALUE opt_arith_flags opt_attr_dict ':' type
		{ $$ = p_arith_unary(p, $1, @1, $2, $3, $4, $6); }
	| T_ARITH_CMP ident ',' VALUE ',' VALUE opt_arith_flags opt_attr_dict ':' type
		{ $$ = p_arith_cmp(p, $1, @1, $2, @2, $4, $6, $7, $8, $10); }
	| T_ARITH_CMP STRING ',' VALUE ',' VALUE opt_arith_flags opt_attr_dict ':' type   /* std: cmpi "slt", ... */
		{ $$ = p_arith_cmp(p, $1, @1, p_intern_string(p, $2, @2), @2, $4, $6, $7, $8, $10); }
	| T_ARITH_SELECT VALUE ',' VALUE ',' VALUE opt_attr_dict ':' types
		{ $$ = p_arith_select(p, $1, @1, $2, $4, $6, $7, $9); }
	| T_ARITH_CAST VALUE opt_ident opt_arith_flags opt_attr_dict ':' type KW_TO type
		{ $$ = p_arith_cast(p, $1, @1, $2, $3, @3, $4, $5, $7, $9); }
	| T_ARITH_EXTENDED VALUE ',' VALUE opt_attr_dict ':' types
		{ $$ = p_arith_extended(p, $1, @1, $2, $4, $5, $7); }
	;
opt_ident: %empty { $$ = NULL; } | BARE_ID ;
/* opt_arith_flags or exact (MLIR 20+), not a unit rule to opt_arith_flags */
opt_binop_flags: %empty { $$ = NULL; }
	| KW_OVERFLOW '<' flag_list '>' { $$ = p_flags(p, "arith.overflow", $3, @3); }
	| KW_FASTMATH '<' flag_list '>' { $$ = p_flags(p, "arith.fastmath", $3, @3); }
	| BARE_ID { $$ = p_exact(p, $1, @1); }
	;
opt_arith_flags: %empty { $$ = NULL; }
	| KW_OVERFLOW '<' flag_list '>' { $$ = p_flags(p, "arith.overflow", $3, @3); }
	| KW_FASTMATH '<' flag_list '>' { $$ = p_flags(p, "arith.fastmath", $3, @3); }
	;
flag_list: ident { $$ = p_span(p, @1); }
	| flag_list ',' ident { $$ = p_span(p, @$); }
	;

/* ------------------------------------------------------- custom forms: cf */

op_body: T_CF_BR succ opt_attr_dict { $$ = p_br_op(p, $1, @1, $3); }
	| T_CF_COND_BR VALUE opt_weights ',' succ ',' succ opt_attr_dict
		{ $$ = p_cond_br_op(p, $1, @1, $2, $3, $8); }
	| T_CF_SWITCH VALUE ':' type ',' '[' KW_DEFAULT ':' succ switch_cases ']' opt_attr_dict
		{ $$ = p_switch_op(p, $1, @1, $2, $4, $10, $12); }
	| T_CF_ASSERT VALUE ',' STRING opt_attr_dict { $$ = p_assert_op(p, $1, @1, $2, $4, @4, $5); }
	;
opt_weights: %empty { $$ = NULL; } | ident '(' attr ')' { $$ = p_weights(p, $1, $3, @1); } ;
/* case values and their places on p->is, successors on p->ss */
switch_cases: %empty { $$ = p_list_empty(&p->is.n); }
	| switch_cases ',' INT ':' succ { $$ = $1; $$.n++; p_switch_case_value(p, $3, @3); }
	;

/* ---------------------------------------------------- custom forms: index */

op_body: T_INDEX_CONSTANT INT opt_attr_dict { $$ = p_index_constant(p, $1, @1, $2, @2, $3); }
	| T_INDEX_CONSTANT KW_TRUE opt_attr_dict { $$ = p_index_bool(p, $1, @1, true, $3); }
	| T_INDEX_CONSTANT KW_FALSE opt_attr_dict { $$ = p_index_bool(p, $1, @1, false, $3); }
	| T_INDEX_BINOP VALUE ',' VALUE opt_attr_dict { $$ = p_index_binop(p, $1, @1, $2, $4, $5); }
	| T_INDEX_CMP ident '(' VALUE ',' VALUE ')' opt_attr_dict { $$ = p_index_cmp(p, $1, @1, $2, @2, $4, $6, $8); }
	| T_INDEX_SIZEOF opt_attr_dict { $$ = p_index_sizeof(p, $1, @1, $2); }
	| T_INDEX_CAST VALUE opt_attr_dict ':' type KW_TO type { $$ = p_unary_op(p, $1, @1, $2, $5, $3, $7); }
	;

/* --------------------------------------------------- custom forms: memref */

op_body: T_MEMREF_ALLOC '(' opt_uses ')' opt_alloc_syms opt_attr_dict ':' type
		{ $$ = p_memref_alloc(p, $1, @1, $3, $<list>5, $6, $8); }
	| T_MEMREF_UNARY VALUE opt_attr_dict ':' type { $$ = p_unary_op(p, $1, @1, $2, $5, $3, NULL); }
	| T_MEMREF_LOAD VALUE '[' opt_uses ']' opt_attr_dict ':' type { $$ = p_memref_load(p, $1, @1, $2, $4, $6, $8); }
	| T_MEMREF_STORE VALUE ',' VALUE '[' opt_uses ']' opt_attr_dict ':' type
		{ $$ = p_memref_store(p, $1, @1, $2, $4, $6, $8, $10); }
	| T_MEMREF_DIM VALUE ',' VALUE opt_attr_dict ':' type { $$ = p_memref_dim(p, $1, @1, $2, $4, $5, $7); }
	| T_MEMREF_RANK VALUE opt_attr_dict ':' type { $$ = p_unary_op(p, $1, @1, $2, $5, $3, type_simple(p->c, TY_INDEX)); }
	| T_MEMREF_RANK VALUE opt_attr_dict ':' type ARROW type { $$ = p_unary_op(p, $1, @1, $2, $5, $3, $7); }
	| T_MEMREF_CAST VALUE opt_attr_dict ':' type KW_TO type { $$ = p_unary_op(p, $1, @1, $2, $5, $3, $7); }
	| T_MEMREF_REINTERPRET_CAST VALUE KW_TO ident ':' mixed_list ',' ident ':' mixed_list ',' ident ':' mixed_list
	  opt_attr_dict ':' type KW_TO type
		{ $$ = p_memref_offsets_op(p, $1, @1, $2, $6, $10, $14, $15, $17, $19); }
	| T_MEMREF_SUBVIEW VALUE mixed_list mixed_list mixed_list opt_attr_dict ':' type KW_TO type
		{ $$ = p_memref_offsets_op(p, $1, @1, $2, $3, $4, $5, $6, $8, $10); }
	| T_MEMREF_VIEW VALUE '[' VALUE ']' '[' opt_uses ']' opt_attr_dict ':' type KW_TO type
		{ $$ = p_memref_view(p, $1, @1, $2, $4, $7, $9, $11, $13); }
	| T_MEMREF_GLOBAL opt_string_sym opt_constant AT_ID ':' type opt_global_init opt_attr_dict
		{ $$ = p_memref_global(p, $1, @1, $2, $3, $4, $6, $7, @7, $8); }
	| T_MEMREF_GET_GLOBAL symbol_ref opt_attr_dict ':' type { $$ = p_memref_get_global(p, $1, @1, $2, $3, $5); }
	| T_MEMREF_COPY VALUE ',' VALUE opt_attr_dict ':' type KW_TO type { $$ = p_memref_copy(p, $1, @1, $2, $4, $5, $7, $9); }
	| T_MEMREF_EXTRACT_META VALUE opt_attr_dict ':' type ARROW types { $$ = p_memref_meta(p, $1, @1, $2, $3, $5, $7); }
	| T_MEMREF_ATOMIC_RMW ident VALUE ',' VALUE '[' opt_uses ']' opt_attr_dict ':' function_type
		{ $$ = p_memref_atomic_rmw(p, $1, @1, $2, @2, $3, $5, $7, $9, $11); }
	| T_MEMREF_GENERIC_ATOMIC_RMW VALUE '[' opt_uses ']' ':' type region opt_attr_dict
		{ $$ = p_memref_generic_rmw(p, $1, @1, $2, $4, $7, $8, $9); }
	| T_MEMREF_YIELD opt_attr_dict { $$ = p_return_op(p, $1, @1, $2, p_list_empty(&p->vs.n), p_list_empty(&p->ts.n)); }
	| T_MEMREF_YIELD uses opt_attr_dict ':' types { $$ = p_return_op(p, $1, @1, $3, $2, $5); }
	| T_MEMREF_ASSUME_ALIGNMENT VALUE ',' INT opt_attr_dict ':' type
		{ $$ = p_memref_assume_alignment(p, $1, @1, $2, $4, @4, $5, $7); }
	| T_MEMREF_EXPAND_SHAPE VALUE '[' attrs ']' ident mixed_list opt_attr_dict ':' type ident type
		{ $$ = p_memref_reshape_op(p, $1, @1, $2, $4, &$7, $6, @6, $8, $10, $11, @11, $12); }
	| T_MEMREF_COLLAPSE_SHAPE VALUE '[' attrs ']' opt_attr_dict ':' type ident type
		{ $$ = p_memref_reshape_op(p, $1, @1, $2, $4, NULL, NULL, @1, $6, $8, $9, @9, $10); }
	| T_MEMREF_EXPAND_SHAPE VALUE '[' ']' ident mixed_list opt_attr_dict ':' type ident type   /* 0-d source */
		{ $$ = p_memref_reshape_op(p, $1, @1, $2, p_list_empty(&p->as.n), &$6, $5, @5, $7, $9, $10, @10, $11); }
	| T_MEMREF_COLLAPSE_SHAPE VALUE '[' ']' opt_attr_dict ':' type ident type   /* into 0-d */
		{ $$ = p_memref_reshape_op(p, $1, @1, $2, p_list_empty(&p->as.n), NULL, NULL, @1, $5, $7, $8, @8, $9); }
	| T_MEMREF_RESHAPE VALUE '(' VALUE ')' opt_attr_dict ':' function_type
		{ $$ = p_memref_reshape(p, $1, @1, $2, $4, $6, $8); }
	| T_MEMREF_TRANSPOSE VALUE affine_perm opt_attr_dict ':' type KW_TO type
		{ $$ = p_memref_transpose(p, $1, @1, $2, $3, $4, $6, $8); }
	| T_MEMREF_PREFETCH VALUE '[' opt_uses ']' ',' ident ',' ident '<' INT '>' ',' ident opt_attr_dict ':' type
		{ $$ = p_memref_prefetch(p, $1, @1, $2, $4, $7, @7, $9, @9, $11, @11, $14, @14, $15, $17); }
	| T_MEMREF_ALLOCA_SCOPE opt_alloca_results region opt_attr_dict
		{ $$ = p_memref_alloca_scope(p, $1, @1, $2, $3, $4); }
	;
opt_alloc_syms: %empty { $<list>$ = p_list_empty(&p->vs.n); } | '[' opt_uses ']' { $<list>$ = $2; } ;
opt_string_sym: %empty { $$ = NULL; } | STRING { $$ = p_intern_string(p, $1, @1); } ;
opt_constant: %empty { $$ = false; } | T_FUNC_CONSTANT { $$ = true; } ;
opt_global_init: %empty { $$ = (DenseBody){{0, 0}, false, GLOBAL_NONE}; }
	| '=' ident { $$ = (DenseBody){{0, 0}, false, p_word_is(p, $2, "uninitialized", @2) ? GLOBAL_UNINIT : GLOBAL_NONE}; }
	| '=' dense_body { $$ = $2; }
	;
opt_alloca_results: %empty { $$ = p_list_empty(&p->ts.n); } | ARROW '(' types ')' { $$ = $3; } ;
/* static values and SSA values: [0, %a, 4]; INT on p->is, %a on p->vs and
 * DYN on p->is */
mixed_list: '[' ']' { $$ = (Mixed){{p->is.n, 0}, {p->vs.n, 0}}; }
	| '[' mixed_elts ']' { $$ = $2; }
	;
mixed_elts: mixed_elt { $$ = (Mixed){{p->is.n - 1, 1}, {p->vs.n - $1, $1}}; }
	| mixed_elts ',' mixed_elt { $$ = $1; $$.ints.n++; $$.uses.n += $3; }
	;
mixed_elt: INT { vec_push(&p->is, p_int64(p, $1, @1)); $$ = false; }
	| VALUE { vec_push(&p->is, DYN); vec_push(&p->vs, $1); $$ = true; }
	;
/* memref.transpose's permutation: (d0, d1) -> (d1, d0) */
affine_perm: '(' perm_ids ')' ARROW '(' perm_ids ')' { $$ = p_affine_perm(p, @$); } ;
perm_ids: ident | perm_ids ',' ident ;

/* ==== LLVM dialect custom forms (owner: lparse) ==== */
/* Add alternatives to op_body (ops) and llvm_ident (new keyword tokens,
 * so they stay usable as attribute names).  Keywords around operands
 * (volatile, inbounds, orderings, linkage, cconv, syncscope("s"),
 * vararg(T), comdat(@c::@s), asm_dialect = intel ...) are collected as
 * llvm_kws (NamedAttrs on p->ns) and checked by src/mlir/parse_llvm.c. */
op_body: T_LLVM_BINOP opt_ident VALUE ',' VALUE llvm_opt_ovf opt_attr_dict ':' type
		{ $$ = pl_binop(p, $1, @1, $2, @2, $3, $5, $6, $7, $9); }
	| T_LLVM_UNOP VALUE opt_attr_dict ':' type { $$ = pl_unop(p, $1, @1, $2, $3, $5); }
	| T_LLVM_CMP STRING VALUE ',' VALUE opt_attr_dict ':' type
		{ $$ = pl_cmp(p, $1, @1, $2, @2, $3, $5, $6, $8); }
	| T_LLVM_CAST opt_ident VALUE llvm_opt_ovf llvm_kws opt_attr_dict ':' type KW_TO type
		{ $$ = pl_cast(p, $1, @1, $2, @2, $3, $4, $5, $6, $8, $10); }
	| T_LLVM_SELECT VALUE ',' VALUE ',' VALUE opt_attr_dict ':' type ',' type
		{ $$ = pl_select(p, $1, @1, $2, $4, $6, $7, $9, $11); }
	| T_LLVM_CONSTANT '(' attr ')' opt_attr_dict ':' type { $$ = pl_constant(p, $1, @1, $3, $5, $7); }
	| T_LLVM_TYPED0 opt_attr_dict ':' type { $$ = pl_typed0(p, $1, @1, $2, $4); }
	| T_LLVM_ADDRESSOF symbol_ref opt_attr_dict ':' type { $$ = pl_addressof(p, $1, @1, $2, $3, $5); }
	| T_LLVM_ALLOCA llvm_kws VALUE KW_X type opt_attr_dict ':' type
		{ $$ = pl_alloca(p, $1, @1, $2, $3, $5, $6, $8); }
	| T_LLVM_LOAD llvm_kws VALUE llvm_kws opt_attr_dict ':' type ARROW type
		{ $$ = pl_load(p, $1, @1, $2, $3, $4, $5, $7, $9); }
	| T_LLVM_STORE llvm_kws VALUE ',' VALUE llvm_kws opt_attr_dict ':' type ',' type
		{ $$ = pl_store(p, $1, @1, $2, $3, $5, $6, $7, $9, $11); }
	| T_LLVM_GEP llvm_kws VALUE '[' llvm_gep_idx ']' opt_attr_dict ':' type ',' type
		{ $$ = pl_gep(p, $1, @1, $2, $3, $5, $7, $9, $11); }
	/* 2021 typed pointers: the element type is the pointee */
	| T_LLVM_LOAD llvm_kws VALUE llvm_kws opt_attr_dict ':' type
		{ $$ = pl_load(p, $1, @1, $2, $3, $4, $5, $7, pl_pointee(p, $7, @7)); }
	| T_LLVM_STORE llvm_kws VALUE ',' VALUE llvm_kws opt_attr_dict ':' type
		{ $$ = pl_store(p, $1, @1, $2, $3, $5, $6, $7, pl_pointee(p, $9, @9), $9); }
	| T_LLVM_GEP llvm_kws VALUE '[' llvm_gep_idx ']' opt_attr_dict ':' type
		{ $$ = pl_gep(p, $1, @1, $2, $3, $5, $7, $9, NULL); }
	| T_LLVM_CALL llvm_kws VALUE '(' opt_uses ')' llvm_kws llvm_opt_bundles opt_attr_dict ':' call_type
		{ $$ = pl_call_indirect(p, $1, @1, $2, $3, $5, $7, $9, NULL, $11); }
	| T_LLVM_EXTRACTVALUE VALUE llvm_array opt_attr_dict ':' type
		{ $$ = pl_extractvalue(p, $1, @1, $2, $3, $4, $6); }
	| T_LLVM_INSERTVALUE VALUE ',' VALUE llvm_array opt_attr_dict ':' type
		{ $$ = pl_insertvalue(p, $1, @1, $2, $4, $5, $6, $8); }
	| T_LLVM_EXTRACTELEMENT VALUE '[' VALUE ':' type ']' opt_attr_dict ':' type
		{ $$ = pl_extractelement(p, $1, @1, $2, $4, $6, $8, $10); }
	| T_LLVM_INSERTELEMENT VALUE ',' VALUE '[' VALUE ':' type ']' opt_attr_dict ':' type
		{ $$ = pl_insertelement(p, $1, @1, $2, $4, $6, $8, $10, $12); }
	| T_LLVM_SHUFFLEVECTOR VALUE ',' VALUE llvm_array opt_attr_dict ':' type
		{ $$ = pl_shufflevector(p, $1, @1, $2, $4, $5, $6, $8); }
	| T_LLVM_ATOMICRMW llvm_kws VALUE ',' VALUE llvm_kws opt_attr_dict ':' type ',' type
		{ $$ = pl_atomicrmw(p, $1, @1, $2, $3, $5, $6, $7, $9, $11); }
	| T_LLVM_CMPXCHG llvm_kws VALUE ',' VALUE ',' VALUE llvm_kws opt_attr_dict ':' type ',' type
		{ $$ = pl_cmpxchg(p, $1, @1, $2, $3, $5, $7, $8, $9, $11, $13); }
	| T_LLVM_FENCE llvm_kws opt_attr_dict { $$ = pl_fence(p, $1, @1, $2, $3); }
	| T_LLVM_VA_ARG VALUE opt_attr_dict ':' type { $$ = pl_va_arg(p, $1, @1, $2, $3, $5); }
	| T_LLVM_CALL llvm_kws symbol_ref '(' opt_uses ')' llvm_kws llvm_opt_bundles opt_attr_dict ':' call_type
		{ $$ = pl_call(p, $1, @1, $2, $3, $5, $7, $9, $11); }
	| T_LLVM_CALL llvm_kws VALUE '(' opt_uses ')' llvm_kws llvm_opt_bundles opt_attr_dict ':' non_fn_type ',' call_type
		{ $$ = pl_call_indirect(p, $1, @1, $2, $3, $5, $7, $9, $11, $13); }
	| T_LLVM_INVOKE llvm_kws symbol_ref '(' opt_uses ')' KW_TO succ llvm_word succ llvm_kws llvm_opt_bundles opt_attr_dict ':' call_type
		{ $$ = pl_invoke(p, $1, @1, $2, $3, NULL, NULL, $5, $9, $11, $13, $15); }
	| T_LLVM_INVOKE llvm_kws VALUE '(' opt_uses ')' KW_TO succ llvm_word succ llvm_kws llvm_opt_bundles opt_attr_dict ':' non_fn_type ',' call_type
		{ $$ = pl_invoke(p, $1, @1, $2, NULL, &$3, $15, $5, $9, $11, $13, $17); }
	/* MLIR 19: the attributes after the type; 20+: bundles and attributes before it */
	| T_LLVM_CALL_INTRINSIC STRING '(' opt_uses ')' ':' call_type opt_attr_dict
		{ $$ = pl_call_intrinsic(p, $1, @1, $2, @2, $4, $8, $7); }
	| T_LLVM_CALL_INTRINSIC STRING '(' opt_uses ')' attr_dict ':' call_type
		{ $$ = pl_call_intrinsic(p, $1, @1, $2, @2, $4, $6, $8); }
	| T_LLVM_CALL_INTRINSIC STRING '(' opt_uses ')' '[' llvm_opt_bundle_list ']' opt_attr_dict ':' call_type
		{ $$ = pl_call_intrinsic(p, $1, @1, $2, @2, $4, $9, $11); }
	| T_LLVM_INLINE_ASM llvm_asm_kws opt_attr_dict STRING ',' STRING opt_uses ':' type
		{ $$ = pl_inline_asm(p, $1, @1, $2, $4, @4, $6, @6, $7, $3, $9); }
	| T_LLVM_LANDINGPAD llvm_clauses opt_attr_dict ':' type { $$ = pl_landingpad(p, $1, @1, $2, $3, $5); }
	| T_LLVM_RESUME VALUE opt_attr_dict ':' type { $$ = pl_resume(p, $1, @1, $2, $3, $5); }
	| T_LLVM_RETURN opt_attr_dict { $$ = pl_return(p, $1, @1, $2, NULL, NULL); }
	| T_LLVM_RETURN opt_attr_dict VALUE ':' type { $$ = pl_return(p, $1, @1, $2, &$3, $5); }
	| T_LLVM_UNREACHABLE opt_attr_dict { $$ = pl_unreachable(p, $1, @1, $2); }
	| T_LLVM_BR succ opt_attr_dict { $$ = pl_br(p, $1, @1, $3); }
	| T_LLVM_COND_BR VALUE llvm_opt_weights ',' succ ',' succ opt_attr_dict
		{ $$ = pl_cond_br(p, $1, @1, $2, $3, $8); }
	| T_LLVM_SWITCH VALUE ':' type ',' succ '[' llvm_cases ']' opt_attr_dict
		{ $$ = pl_switch(p, $1, @1, $2, $4, $8, $10); }
	| T_LLVM_INDIRECTBR VALUE ':' type ',' '[' llvm_opt_succs ']' opt_attr_dict
		{ $$ = pl_indirectbr(p, $1, @1, $2, $4, $7, $9); }
	| T_LLVM_BLOCKADDRESS '<' llvm_word '=' symbol_ref ',' llvm_word '=' llvm_tag '>' opt_attr_dict ':' type
		{ $$ = pl_blockaddress(p, $1, @1, $3, @3, $5, $7, @7, $9, $11, $13); }
	| T_LLVM_BLOCKTAG llvm_tag opt_attr_dict { $$ = pl_blocktag(p, $1, @1, $2, $3); }
	| T_LLVM_INTR '(' opt_uses ')' opt_attr_dict ':' type { $$ = pl_intr(p, $1, @1, $3, $5, $7); }
	| T_LLVM_INTR opt_attr_dict ':' type
		{ $$ = pl_intr_special(p, $1, @1, NULL, p_list_empty(&p->vs.n), p_list_empty(&p->ns.n), $2, $4, NULL); }
	/* trap, debugtrap, ubsantrap: <{props}> attrs (MLIR 20+) */
	| T_LLVM_INTR_BARE opt_props opt_attr_dict { $$ = pl_intr_bare(p, $1, @1, $2, $3); }
	/* experimental.noalias.scope.decl #scope attrs */
	| T_LLVM_INTR HASH_ID opt_attr_dict { $$ = pl_intr_scope(p, $1, @1, p_attr_alias_ref(p, $2, @2), @2, $3); }
	/* dbg.declare/value #var [#expr] = %v attrs : T */
	| T_LLVM_INTR HASH_ID '=' uses opt_attr_dict ':' type
		{ $$ = pl_intr_dbg(p, $1, @1, p_attr_alias_ref(p, $2, @2), @2, NULL, @2, $4, $5, $7); }
	| T_LLVM_INTR HASH_ID OPAQUE_ATTR '=' uses opt_attr_dict ':' type
		{ $$ = pl_intr_dbg(p, $1, @1, p_attr_alias_ref(p, $2, @2), @2, $3, @3, $5, $6, $8); }
	| T_LLVM_INTR LLATTR_LT dict_entries '>' opt_attr_dict
		{ $$ = pl_intr_scope(p, $1, @1, p_llattr_fields(p, (int)$2, $3, @2), @2, $5); }
	| T_LLVM_INTR uses opt_attr_dict ':' type
		{ $$ = pl_intr_special(p, $1, @1, NULL, $2, p_list_empty(&p->ns.n), $3, pl_intr_fn_kinds(p, $1, $5, @5), NULL); }
	/* vector.insert %src, %dst[pos] : S into R; vector.extract %src[pos] : R from S;
	 * matrix.transpose %m attrs : T into R */
	| T_LLVM_INTR uses '[' INT ']' opt_attr_dict ':' type llvm_word type
		{ $$ = pl_intr_into(p, $1, @1, $2, p_int_attr(p, $4, @4, NULL), $6, $8, @8, $9, @9, $10, @10); }
	| T_LLVM_INTR uses opt_attr_dict ':' type llvm_word type
		{ $$ = pl_intr_into(p, $1, @1, $2, NULL, $3, $5, @5, $6, @6, $7, @7); }
	| T_LLVM_INTR uses '[' llvm_bundles ']' opt_attr_dict ':' type
		{ $$ = pl_intr_special(p, $1, @1, NULL, $2, p_list_empty(&p->ns.n), $6, $8, NULL); }
	| T_LLVM_INTR INT ',' uses opt_attr_dict ':' type
		{ $$ = pl_intr_special(p, $1, @1, p_int_attr(p, $2, @2, NULL), $4, p_list_empty(&p->ns.n), $5, $7, NULL); }
	| T_LLVM_INTR uses ',' FLOAT opt_attr_dict ':' type
		{ $$ = pl_intr_special(p, $1, @1, p_float_attr(p, $4, @4, NULL), $2, p_list_empty(&p->ns.n), $5, $7, NULL); }
	| T_LLVM_INTR uses ',' INT ',' VALUE opt_attr_dict ':' type
		{ $$ = pl_intr_invariant_end(p, $1, @1, $2, p_int_attr(p, $4, @4, NULL), $6, $7, $9); }
	| T_LLVM_INTR VALUE KW_TO VALUE opt_attr_dict ':' type ',' type
		{ $$ = pl_intr_vacopy(p, $1, @1, $2, $4, $5, $7, $9); }
	| T_LLVM_INTR uses llvm_kws1 opt_attr_dict ':' type KW_TO type
		{ $$ = pl_intr_special(p, $1, @1, NULL, $2, $3, $4, $6, $8); }
	/* masked.store/scatter: %v, %p, %m attrs : T, M into P */
	| T_LLVM_INTR uses opt_attr_dict ':' type ',' type llvm_word type
		{ $$ = pl_intr_masked_store(p, $1, @1, $2, $3, $5, @5, $7, @7, $8, $9, @9, @8); }
	/* get.active.lane.mask: %base, %n attrs : T, N to R */
	| T_LLVM_INTR uses opt_attr_dict ':' type ',' type KW_TO type
		{ $$ = pl_intr_lane_mask(p, $1, @1, $2, $3, $5, @5, $7, @7, $9); }
	/* matrix.column.major.load/store: %p, <stride=%s> attrs : T from/to P stride S */
	| T_LLVM_INTR uses ',' '<' llvm_word '=' VALUE '>' opt_attr_dict ':' type ident type llvm_word type
		{ $$ = pl_intr_matrix(p, $1, @1, $2, $5, $7, $9, $11, @11, $12, $13, $14, $15, @12); }
	| T_LLVM_FUNC llvm_kws AT_ID fn_sig llvm_kws llvm_fn_attrs opt_body
		{ $$ = pl_func(p, $1, @1, $2, $3, &$4, $5, $6, $7); }
	| T_LLVM_GLOBAL llvm_gkws AT_ID '(' llvm_opt_init ')' llvm_kws opt_attr_dict
		{ $$ = pl_global(p, $1, @1, $2, $3, $5, $7, $8, NULL, NULL); }
	| T_LLVM_GLOBAL llvm_gkws AT_ID '(' llvm_opt_init ')' llvm_kws opt_attr_dict ':' type llvm_isolate opt_body
		{ $$ = pl_global(p, $1, @1, $2, $3, $5, $7, $8, $10, $12); }
	/* MLIR 20+: llvm.mlir.alias linkage ... @a {attrs} : T {region},
	 * llvm.mlir.ifunc linkage ... @f : T, R @resolver {attrs} */
	| T_LLVM_ALIAS llvm_gkws AT_ID opt_attr_dict ':' type llvm_isolate region
		{ $$ = pl_alias(p, $1, @1, $2, $3, $4, $6, $8); }
	| T_LLVM_IFUNC llvm_gkws AT_ID ':' type ',' type symbol_ref opt_attr_dict
		{ $$ = pl_ifunc(p, $1, @1, $2, $3, $5, $7, $8, $9); }
	| T_LLVM_COMDAT AT_ID llvm_isolate region opt_attr_dict { $$ = pl_comdat(p, $1, @1, $2, $4, $5); }
	| T_LLVM_COMDAT_SELECTOR AT_ID llvm_word opt_attr_dict { $$ = pl_comdat_selector(p, $1, @1, $2, $3, $4); }
	| T_LLVM_LINKER_OPTIONS llvm_array { $$ = pl_linker_options(p, $1, @1, $2); }
	| T_LLVM_ATTR_OP attr_dict { $$ = pl_attr_op(p, $1, @1, $2); }
	/* MLIR 20+: llvm.mlir.global_ctors ctors = [...], priorities = [...], data = [...] */
	| T_LLVM_ATTR_OP dict_entries opt_attr_dict { $$ = pl_attr_op(p, $1, @1, (List){$2.start, $2.n + $3.n}); }
	;
/* A keyword: bare identifiers, `default`, `none`. */
llvm_word: BARE_ID
	| KW_DEFAULT { $$ = $1.sym; }
	| BUILTIN_TYPE { $$ = $1.sym; }
	;
/* Globals: `constant` is also the func dialect's op name. */
llvm_gkws: %empty { $$ = p_list_empty(&p->ns.n); }
	| llvm_gkws llvm_word { $$ = pl_kw(p, $1, $2, NULL, @2); }
	| llvm_gkws T_FUNC_CONSTANT { $$ = pl_kw(p, $1, $2.sym, NULL, @2); }
	;
llvm_kws: %empty { $$ = p_list_empty(&p->ns.n); } | llvm_kws1 ;
llvm_kws1: llvm_kw { $$ = pl_kw(p, p_list_empty(&p->ns.n), $1.name, $1.attr, @1); }
	| llvm_kws1 llvm_kw { $$ = pl_kw(p, $1, $2.name, $2.attr, @2); }
	| llvm_kws1 '|' llvm_kw { $$ = pl_kw(p, $1, $3.name, $3.attr, @3); }   /* inbounds|nuw (MLIR 20+) */
	;
llvm_kw: llvm_word { $$ = (NamedAttr){$1, NULL}; }
	| llvm_word '(' attr ')' { $$ = (NamedAttr){$1, $3}; }
	| llvm_word '(' attr ',' attr ')' { $$ = (NamedAttr){$1, pl_pair(p, $3, $5)}; }
	| llvm_word '<' dict_entries '>' { $$ = (NamedAttr){$1, pl_kw_fields(p, $1, $3, @1)}; }   /* dereferenceable<bytes = 8> */
	;
/* inline_asm's prefix also has `asm_dialect = intel`, `operand_attrs = [...]`. */
llvm_asm_kws: %empty { $$ = p_list_empty(&p->ns.n); }
	| llvm_asm_kws llvm_kw { $$ = pl_kw(p, $1, $2.name, $2.attr, @2); }
	| llvm_asm_kws llvm_word '=' attr { $$ = pl_kw(p, $1, $2, $4, @2); }
	| llvm_asm_kws llvm_word '=' BARE_ID { $$ = pl_kw(p, $1, $2, pl_bare_string(p, $4), @2); }
	| llvm_asm_kws llvm_word '=' '<' llvm_word '>' { $$ = pl_kw(p, $1, $2, pl_bare_string(p, $5), @2); }
	;
/* operand bundles: "tag"(%a, %b : T, U), collected on p->bundle_* */
llvm_opt_bundles: %empty | '[' llvm_opt_bundle_list ']' ;
llvm_opt_bundle_list: %empty | llvm_bundles ;
llvm_bundles: llvm_bundle | llvm_bundles ',' llvm_bundle ;
llvm_bundle: STRING '(' ')' { pl_bundle(p, $1, @1, p_list_empty(&p->vs.n), p_list_empty(&p->ts.n)); }
	| STRING '(' uses ':' types ')' { pl_bundle(p, $1, @1, $3, $5); }
	;
llvm_array: '[' ']' { $$ = attr_array(p->c, 0, NULL); }
	| '[' attrs ']' { $$ = p_array_attr(p, $2); }
	;
llvm_opt_ovf: %empty { $$ = NULL; }
	| KW_OVERFLOW '<' flag_list '>' { $$ = p_flags(p, "llvm.overflow", $3, @3); }
	;
llvm_opt_weights: %empty { $$ = NULL; }
	| llvm_word '(' llvm_array ')' { $$ = pl_weights(p, $1, @1, $3); }
	;
llvm_gep_idx: VALUE { $$ = pl_gep_dyn(p, p_list_empty(&p->is.n), $1); }
	| INT { $$ = pl_gep_const(p, p_list_empty(&p->is.n), $1, @1); }
	| llvm_gep_idx ',' VALUE { $$ = pl_gep_dyn(p, $1, $3); }
	| llvm_gep_idx ',' INT { $$ = pl_gep_const(p, $1, $3, @3); }
	;
llvm_cases: %empty { $$ = p_list_empty(&p->is.n); } | llvm_case_list ;
llvm_case_list: INT ':' succ { $$ = pl_case(p, p_list_empty(&p->is.n), $1, @1); }
	| llvm_case_list ',' INT ':' succ { $$ = pl_case(p, $1, $3, @3); }
	;
llvm_tag: '<' llvm_word '=' INT '>' { $$ = pl_tag(p, $2, @2, $4, @4); } ;
llvm_opt_succs: %empty { $$ = p_list_empty(&p->ss.n); } | llvm_succ_list ;
llvm_succ_list: succ { $$ = (List){p->ss.n - 1, 1}; }
	| llvm_succ_list ',' succ { $$ = $1; $$.n++; }
	;
llvm_clauses: %empty { $$ = p_list_empty(&p->vs.n); }
	| llvm_clauses llvm_word { $$ = pl_cleanup(p, $1, $2, @2); }
	| llvm_clauses '(' llvm_word VALUE ':' type ')' { $$ = pl_clause(p, $1, $3, $4, $6, @3); }
	;
/* Global initializers and comdat bodies are isolated from above. */
llvm_isolate: %empty { p->isolate_next = true; } ;
llvm_fn_attrs: %empty { $$ = NULL; } | KW_ATTRIBUTES dict_attr { $$ = $2; } ;
llvm_opt_init: %empty { $$ = NULL; } | attr ;
llvm_ident: T_LLVM_BINOP { $$ = $1.sym; } | T_LLVM_UNOP { $$ = $1.sym; } | T_LLVM_CMP { $$ = $1.sym; }
	| T_LLVM_CAST { $$ = $1.sym; } | T_LLVM_SELECT { $$ = $1.sym; } | T_LLVM_CONSTANT { $$ = $1.sym; }
	| T_LLVM_TYPED0 { $$ = $1.sym; } | T_LLVM_ADDRESSOF { $$ = $1.sym; } | T_LLVM_ALLOCA { $$ = $1.sym; }
	| T_LLVM_LOAD { $$ = $1.sym; } | T_LLVM_STORE { $$ = $1.sym; } | T_LLVM_GEP { $$ = $1.sym; }
	| T_LLVM_EXTRACTVALUE { $$ = $1.sym; } | T_LLVM_INSERTVALUE { $$ = $1.sym; }
	| T_LLVM_EXTRACTELEMENT { $$ = $1.sym; } | T_LLVM_INSERTELEMENT { $$ = $1.sym; }
	| T_LLVM_SHUFFLEVECTOR { $$ = $1.sym; } | T_LLVM_ATOMICRMW { $$ = $1.sym; }
	| T_LLVM_CMPXCHG { $$ = $1.sym; } | T_LLVM_FENCE { $$ = $1.sym; } | T_LLVM_VA_ARG { $$ = $1.sym; } | T_LLVM_CALL { $$ = $1.sym; }
	| T_LLVM_INVOKE { $$ = $1.sym; } | T_LLVM_CALL_INTRINSIC { $$ = $1.sym; }
	| T_LLVM_INLINE_ASM { $$ = $1.sym; } | T_LLVM_LANDINGPAD { $$ = $1.sym; }
	| T_LLVM_RESUME { $$ = $1.sym; } | T_LLVM_RETURN { $$ = $1.sym; } | T_LLVM_UNREACHABLE { $$ = $1.sym; }
	| T_LLVM_BR { $$ = $1.sym; } | T_LLVM_COND_BR { $$ = $1.sym; } | T_LLVM_SWITCH { $$ = $1.sym; }
	| T_LLVM_INDIRECTBR { $$ = $1.sym; } | T_LLVM_FUNC { $$ = $1.sym; } | T_LLVM_GLOBAL { $$ = $1.sym; }
	| T_LLVM_COMDAT { $$ = $1.sym; } | T_LLVM_COMDAT_SELECTOR { $$ = $1.sym; }
	| T_LLVM_LINKER_OPTIONS { $$ = $1.sym; } | T_LLVM_INTR { $$ = $1.sym; }
	| T_LLVM_INTR_BARE { $$ = $1.sym; }
	| T_LLVM_ATTR_OP { $$ = $1.sym; } | T_LLVM_ALIAS { $$ = $1.sym; } | T_LLVM_IFUNC { $$ = $1.sym; }
	| T_LLVM_BLOCKADDRESS { $$ = $1.sym; } | T_LLVM_BLOCKTAG { $$ = $1.sym; }
	;
/* ==== end LLVM dialect custom forms ==== */

%%

/* "expected X or Y, found 'tok'" at the offending token. */
static int yyreport_syntax_error(const yypcontext_t *ctx, Parser *p)
{
	enum { MAXEXP = YYNTOKENS };
	yysymbol_kind_t exp[MAXEXP];
	const char *names[MAXEXP];
	int n = yypcontext_expected_tokens(ctx, exp, MAXEXP);
	int k = 0;
	for (int i = 0; i < n; i++)   /* a DICT_TEXT stands where '{' does: not named */
		if (exp[i] != YYSYMBOL_DICT_TEXT)
			names[k++] = yysymbol_name(exp[i]);
	yysymbol_kind_t tok = yypcontext_token(ctx);
	YLoc at = *yypcontext_location(ctx);
	if (tok == YYSYMBOL_DICT_TEXT)
		at.end = at.off + 1;   /* found: its '{', as read without the memo */
	p_syntax_error(p, at, tok == YYSYMBOL_YYEOF, names, k);
	return 0;
}
