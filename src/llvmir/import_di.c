/* import_di.c - debug info: the specialized metadata nodes (!DIFile,
 * !DICompileUnit, !DIBasicType, ...) made into the #llvm.di_* attributes
 * (ATTR_LLVM kinds of XLLATTRS_DI, fields of XLLFIELDS_DI) once per node,
 * as mlir-translate --import-llvm makes them; and the debug intrinsics
 * (llvm.dbg.declare/value/label calls) and debug records (#dbg_declare,
 * #dbg_value, #dbg_label) made into llvm.intr.dbg.* ops.  The variable or
 * label an op names is a node usually defined after the function: it rides
 * with the op as an attachment of kind ll_dbg_var_kind to the end of the
 * file (import_md.c), like TBAA tags.  Each op is placed right after the
 * definition of its operand (at the start of the block for a block
 * argument) at the end of its function, as MLIR's importer places them.
 *
 * What MLIR's attributes have no field for (DIFile checksums, DIFlags of a
 * subprogram, retained nodes, template parameters, ...) is not kept. */
#include <string.h>

#include "llvmir/import.h"
#include "llvmir/import_fn.h"

/* How a field of a node is read:
 *   DC_INT     an integer, kept when not 0     DC_INT0  an integer, always
 *   DC_STR     a string, kept when given       DC_STR0  a string, "" if absent
 *   DC_NODE    a node: its attribute           DC_KW    a DWARF name
 *   DC_NODE_OPT  a node if it is one MLIR makes, else left out (extraData:
 *              a bit field's offset, i64 N, is no node)
 *   DC_BOOL    true/false, kept when true      DC_BOOL0 true/false, always
 *   DC_BOOL1   true/false, true if absent (kept when true)
 *   DC_FLAGS   DIFlag... | ...                 DC_SPFLAGS  DISPFlag... | ...
 *   DC_EMISSION / DC_NAMETABLE  a CU's enums   DC_LIST  a tuple of nodes
 *   DC_TYPES   a tuple of types (null: #llvm.di_null_type)
 *   DC_EXPR    a !DIExpression                 DC_BOUND an integer (N : i64) or a node
 *   DC_ANNOTATIONS  a tuple of !{!"name", !"value"}: #llvm.di_annotation<...> each */
enum { DC_INT, DC_INT0, DC_STR, DC_STR0, DC_NODE, DC_NODE_OPT, DC_KW, DC_BOOL, DC_BOOL0, DC_BOOL1, DC_FLAGS, DC_SPFLAGS,
       DC_EMISSION, DC_NAMETABLE, DC_LIST, DC_TYPES, DC_EXPR, DC_BOUND, DC_ANNOTATIONS };

/* X(node, its attribute kind, the .ll field, the MLIR field, DC_*) */
#define XDI(X) \
	X("DIFile", LL_DI_FILE, "filename", F_DI_FILE_NAME, DC_STR0) \
	X("DIFile", LL_DI_FILE, "directory", F_DI_FILE_DIR, DC_STR0) \
	X("DIBasicType", LL_DI_BASIC_TYPE, "tag", F_DI_BT_TAG, DC_KW) \
	X("DIBasicType", LL_DI_BASIC_TYPE, "name", F_DI_BT_NAME, DC_STR) \
	X("DIBasicType", LL_DI_BASIC_TYPE, "size", F_DI_BT_SIZE, DC_INT) \
	X("DIBasicType", LL_DI_BASIC_TYPE, "encoding", F_DI_BT_ENCODING, DC_KW) \
	X("DICompileUnit", LL_DI_COMPILE_UNIT, "language", F_DI_CU_LANG, DC_KW) \
	X("DICompileUnit", LL_DI_COMPILE_UNIT, "file", F_DI_CU_FILE, DC_NODE) \
	X("DICompileUnit", LL_DI_COMPILE_UNIT, "producer", F_DI_CU_PRODUCER, DC_STR) \
	X("DICompileUnit", LL_DI_COMPILE_UNIT, "isOptimized", F_DI_CU_OPTIMIZED, DC_BOOL0) \
	X("DICompileUnit", LL_DI_COMPILE_UNIT, "emissionKind", F_DI_CU_EMISSION, DC_EMISSION) \
	X("DICompileUnit", LL_DI_COMPILE_UNIT, "nameTableKind", F_DI_CU_NAMETABLE, DC_NAMETABLE) \
	X("DICompileUnit", LL_DI_COMPILE_UNIT, "splitDebugFilename", F_DI_CU_SPLIT, DC_STR) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "tag", F_DI_DT_TAG, DC_KW) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "name", F_DI_DT_NAME, DC_STR) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "baseType", F_DI_DT_BASE, DC_NODE) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "size", F_DI_DT_SIZE, DC_INT) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "align", F_DI_DT_ALIGN, DC_INT) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "offset", F_DI_DT_OFFSET, DC_INT) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "dwarfAddressSpace", F_DI_DT_ADDRSPACE, DC_INT0) \
	X("DIDerivedType", LL_DI_DERIVED_TYPE, "extraData", F_DI_DT_EXTRA, DC_NODE_OPT) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "tag", F_DI_CT_TAG, DC_KW) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "name", F_DI_CT_NAME, DC_STR) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "file", F_DI_CT_FILE, DC_NODE) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "line", F_DI_CT_LINE, DC_INT) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "scope", F_DI_CT_SCOPE, DC_NODE) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "baseType", F_DI_CT_BASE, DC_NODE) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "flags", F_DI_CT_FLAGS, DC_FLAGS) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "size", F_DI_CT_SIZE, DC_INT) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "align", F_DI_CT_ALIGN, DC_INT) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "dataLocation", F_DI_CT_DATALOC, DC_EXPR) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "rank", F_DI_CT_RANK, DC_EXPR) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "allocated", F_DI_CT_ALLOCATED, DC_EXPR) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "associated", F_DI_CT_ASSOCIATED, DC_EXPR) \
	X("DICompositeType", LL_DI_COMPOSITE_TYPE, "elements", F_DI_CT_ELEMENTS, DC_LIST) \
	X("DISubroutineType", LL_DI_SUBROUTINE_TYPE, "cc", F_DI_ST_CC, DC_KW) \
	X("DISubroutineType", LL_DI_SUBROUTINE_TYPE, "types", F_DI_ST_TYPES, DC_TYPES) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "unit", F_DI_SP_CU, DC_NODE) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "scope", F_DI_SP_SCOPE, DC_NODE) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "name", F_DI_SP_NAME, DC_STR) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "linkageName", F_DI_SP_LINKAGE, DC_STR) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "file", F_DI_SP_FILE, DC_NODE) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "line", F_DI_SP_LINE, DC_INT) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "scopeLine", F_DI_SP_SCOPELINE, DC_INT) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "spFlags", F_DI_SP_FLAGS, DC_SPFLAGS) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "type", F_DI_SP_TYPE, DC_NODE) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "retainedNodes", F_DI_SP_RETAINED, DC_LIST) \
	X("DISubprogram", LL_DI_SUBPROGRAM, "annotations", F_DI_SP_ANNOTATIONS, DC_ANNOTATIONS) \
	X("DILexicalBlock", LL_DI_LEXICAL_BLOCK, "scope", F_DI_LB_SCOPE, DC_NODE) \
	X("DILexicalBlock", LL_DI_LEXICAL_BLOCK, "file", F_DI_LB_FILE, DC_NODE) \
	X("DILexicalBlock", LL_DI_LEXICAL_BLOCK, "line", F_DI_LB_LINE, DC_INT) \
	X("DILexicalBlock", LL_DI_LEXICAL_BLOCK, "column", F_DI_LB_COLUMN, DC_INT) \
	X("DILexicalBlockFile", LL_DI_LEXICAL_BLOCK_FILE, "scope", F_DI_LBF_SCOPE, DC_NODE) \
	X("DILexicalBlockFile", LL_DI_LEXICAL_BLOCK_FILE, "file", F_DI_LBF_FILE, DC_NODE) \
	X("DILexicalBlockFile", LL_DI_LEXICAL_BLOCK_FILE, "discriminator", F_DI_LBF_DISCRIMINATOR, DC_INT0) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "scope", F_DI_LV_SCOPE, DC_NODE) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "name", F_DI_LV_NAME, DC_STR) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "file", F_DI_LV_FILE, DC_NODE) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "line", F_DI_LV_LINE, DC_INT) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "arg", F_DI_LV_ARG, DC_INT) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "align", F_DI_LV_ALIGN, DC_INT) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "type", F_DI_LV_TYPE, DC_NODE) \
	X("DILocalVariable", LL_DI_LOCAL_VARIABLE, "flags", F_DI_LV_FLAGS, DC_FLAGS) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "scope", F_DI_GV_SCOPE, DC_NODE) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "name", F_DI_GV_NAME, DC_STR) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "linkageName", F_DI_GV_LINKAGE, DC_STR) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "file", F_DI_GV_FILE, DC_NODE) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "line", F_DI_GV_LINE, DC_INT0) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "type", F_DI_GV_TYPE, DC_NODE) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "isLocal", F_DI_GV_LOCAL, DC_BOOL) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "isDefinition", F_DI_GV_DEFINED, DC_BOOL1) \
	X("DIGlobalVariable", LL_DI_GLOBAL_VARIABLE, "align", F_DI_GV_ALIGN, DC_INT) \
	X("DIGlobalVariableExpression", LL_DI_GLOBAL_VARIABLE_EXPR, "var", F_DI_GVE_VAR, DC_NODE) \
	X("DIGlobalVariableExpression", LL_DI_GLOBAL_VARIABLE_EXPR, "expr", F_DI_GVE_EXPR, DC_EXPR) \
	X("DILabel", LL_DI_LABEL, "scope", F_DI_LABEL_SCOPE, DC_NODE) \
	X("DILabel", LL_DI_LABEL, "name", F_DI_LABEL_NAME, DC_STR) \
	X("DILabel", LL_DI_LABEL, "file", F_DI_LABEL_FILE, DC_NODE) \
	X("DILabel", LL_DI_LABEL, "line", F_DI_LABEL_LINE, DC_INT) \
	X("DISubrange", LL_DI_SUBRANGE, "count", F_DI_SR_COUNT, DC_BOUND) \
	X("DISubrange", LL_DI_SUBRANGE, "lowerBound", F_DI_SR_LOWER, DC_BOUND) \
	X("DISubrange", LL_DI_SUBRANGE, "upperBound", F_DI_SR_UPPER, DC_BOUND) \
	X("DISubrange", LL_DI_SUBRANGE, "stride", F_DI_SR_STRIDE, DC_BOUND) \
	X("DIGenericSubrange", LL_DI_GENERIC_SUBRANGE, "count", F_DI_GSR_COUNT, DC_BOUND) \
	X("DIGenericSubrange", LL_DI_GENERIC_SUBRANGE, "lowerBound", F_DI_GSR_LOWER, DC_BOUND) \
	X("DIGenericSubrange", LL_DI_GENERIC_SUBRANGE, "upperBound", F_DI_GSR_UPPER, DC_BOUND) \
	X("DIGenericSubrange", LL_DI_GENERIC_SUBRANGE, "stride", F_DI_GSR_STRIDE, DC_BOUND) \
	X("DIModule", LL_DI_MODULE, "file", F_DI_MOD_FILE, DC_NODE) \
	X("DIModule", LL_DI_MODULE, "scope", F_DI_MOD_SCOPE, DC_NODE) \
	X("DIModule", LL_DI_MODULE, "name", F_DI_MOD_NAME, DC_STR) \
	X("DIModule", LL_DI_MODULE, "configMacros", F_DI_MOD_MACROS, DC_STR) \
	X("DIModule", LL_DI_MODULE, "includePath", F_DI_MOD_INCLUDE, DC_STR) \
	X("DIModule", LL_DI_MODULE, "apinotes", F_DI_MOD_APINOTES, DC_STR) \
	X("DIModule", LL_DI_MODULE, "line", F_DI_MOD_LINE, DC_INT) \
	X("DIModule", LL_DI_MODULE, "isDecl", F_DI_MOD_DECL, DC_BOOL) \
	X("DICommonBlock", LL_DI_COMMON_BLOCK, "scope", F_DI_CB_SCOPE, DC_NODE) \
	X("DICommonBlock", LL_DI_COMMON_BLOCK, "declaration", F_DI_CB_DECL, DC_NODE) \
	X("DICommonBlock", LL_DI_COMMON_BLOCK, "name", F_DI_CB_NAME, DC_STR) \
	X("DICommonBlock", LL_DI_COMMON_BLOCK, "file", F_DI_CB_FILE, DC_NODE) \
	X("DICommonBlock", LL_DI_COMMON_BLOCK, "line", F_DI_CB_LINE, DC_INT) \
	X("DINamespace", LL_DI_NAMESPACE, "name", F_DI_NS_NAME, DC_STR) \
	X("DINamespace", LL_DI_NAMESPACE, "scope", F_DI_NS_SCOPE, DC_NODE) \
	X("DINamespace", LL_DI_NAMESPACE, "exportSymbols", F_DI_NS_EXPORT, DC_BOOL0)

static const struct DIField {
	const char *node;
	unsigned kind;
	const char *field;
	unsigned id, conv;
} di_fields[] = {
#define X(node, kind, field, id, conv) {node, kind, field, id, conv},
	XDI(X)
#undef X
};
enum { NDI_FIELDS = sizeof di_fields / sizeof *di_fields };

/* .ll spellings of the CU's enums, in LE_DI_EMISSION / LE_DI_NAMETABLE order */
static const char *const emission_ll[] = {"NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly", NULL};
static const char *const nametable_ll[] = {"Default", "GNU", "None", "Apple", NULL};

const char ll_dbg_var_kind[] = "dbg.variable";
const char ll_dbg_sp_kind[] = "dbg.subprogram";

/* memo codes in md_attrs (beside import_md.c's 1..4): made for every
 * use (di_made for a node that is not); made for uses inside the node
 * being made at depth DEPF - 1; being made (the value: its depth + 1) */
enum { MEMO_DI = 8, MEMO_DI_DEP = 9, MEMO_DI_DEPF = 10, MEMO_DI_BUSY = 12 };   /* (11: MEMO_LOC) */
static Attr di_none;   /* a memo's "made into nothing" */

static LLMd *deref(LLParser *p, LLMd *m)
{
	for (int guard = 0; m && m->kind == MD_REF && guard < 4; guard++)
		m = ll_md_node(p, m->id);
	return m;
}

static const char *word(LLMd *m)
{
	return m && m->kind == MD_OTHER && m->s ? m->s->s : NULL;
}

static bool md_u64(LLMd *m, uint64_t *v)
{
	const char *w = word(m);
	if (!w || !((*w >= '0' && *w <= '9') || *w == '-'))
		return false;
	*v = *w == '-' ? (uint64_t)strtoll(w, NULL, 10) : strtoull(w, NULL, 10);
	return true;
}

static int index_of(const char *const *v, const char *w)
{
	for (int i = 0; w && v[i]; i++)
		if (!strcmp(v[i], w))
			return i;
	return -1;
}

/* DIFlagA | DIFlagB (prefix "DIFlag") or DISPFlag... ("DISPFlag"), or a
 * number; false for a word MLIR's enum has no bit for. */
static bool flag_bits(LLMd *m, const char *prefix, LLEnum en, uint64_t *bits)
{
	*bits = 0;
	unsigned n = m && m->kind == MD_OTHER && !m->s && m->elts ? m->elts->n : 1;
	for (unsigned i = 0; i < n; i++) {
		LLMd *x = m && m->kind == MD_OTHER && !m->s && m->elts ? m->elts->v[i] : m;
		const char *w = word(x);
		uint64_t v;
		if (md_u64(x, &v)) {
			*bits |= v;
			continue;
		}
		size_t k = strlen(prefix);
		if (!w || strncmp(w, prefix, k))
			return false;
		w += k;
		if (!strcmp(w, "Zero"))
			continue;
		if (en == LE_DI_FLAGS && !strcmp(w, "Public")) {
			*bits |= 3;
			continue;
		}
		int b = index_of(llenum_words[en], w);
		if (b < 0)
			return false;
		*bits |= (uint64_t)1 << b;
	}
	return true;
}

/* The value of DW_ATE_* name w (dw_ate_names has no terminator), 0 if none */
static int ate_value(const char *w)
{
	for (int i = 1; w && i < NDW_ATE; i++)
		if (dw_ate_names[i] && !strcmp(dw_ate_names[i], w))
			return i;
	return 0;
}

/* #llvm.di_expression<[...]> of a !DIExpression(...) node */
static Attr *expr_attr(LLParser *p, LLMd *n)
{
	Ctx *c = p->c;
	unsigned cnt = n->elts ? n->elts->n : 0;
	Attr **elems = arena_alloc(p->a, (cnt ? cnt : 1) * sizeof *elems), **args = arena_alloc(p->a, (cnt ? cnt : 1) * sizeof *args);
	unsigned ne = 0;
	for (unsigned i = 0; i < cnt;) {
		LLAttr *a = n->elts->v[i];
		const char *w = a->kw ? NULL : word(a->md);
		if (!w || strncmp(w, "DW_OP_", 6))
			return NULL;
		unsigned na = 0;
		for (i++; i < cnt; i++) {
			LLAttr *b = n->elts->v[i];
			const char *x = b->kw ? NULL : word(b->md);
			uint64_t v;
			int ate;
			if (x && !strncmp(x, "DW_OP_", 6))
				break;
			if (md_u64(b->md, &v))
				args[na++] = attr_int(c, type_i(c, 64), (int64_t)v);
			else if ((ate = ate_value(x)) > 0)
				args[na++] = attr_int(c, type_i(c, 64), ate);
			else
				return NULL;
		}
		Attr *f[2] = {attr_str(c, w, strlen(w)), na ? attr_array(c, na, args) : NULL};
		elems[ne++] = attr_llvm(c, LL_DI_EXPR_ELEM, f, 0);
	}
	Attr *ops = ne ? attr_array(c, ne, elems) : NULL;
	return attr_llvm(c, LL_DI_EXPR, &ops, 0);
}

/* Whether nodes named name are made (in the release written) */
static bool di_kind_made(LLParser *p, const char *name)
{
	if (!strcmp(name, "DIExpression"))
		return true;
	for (unsigned i = 0; i < NDI_FIELDS; i++)
		if (!strcmp(di_fields[i].node, name) && llfield_desc[di_fields[i].id].name[llattr_gen(p->c->llvm_version)])
			return true;
	return false;
}

/* Nodes are made as MLIR's importer makes them (its DebugImporter
 * through a CyclicReplacerCache): each node being made is a frame, at its
 * depth; a composite type or subprogram met again inside itself is its
 * self reference there, and the result of each node on the way depends
 * on that frame.  A result that depends on no frame is kept for every
 * later use (MEMO_DI); one that does is kept for the uses inside the
 * nearest frame it depends on (MEMO_DI_DEP), and forgotten when that
 * frame's node is made; its frames go to the frame that named it.  The
 * result is what MLIR makes, and each node is made about once per frame
 * it depends on, not once per path that reaches it. */
enum { DI_MAX_DEPTH = 256 };
typedef struct DiDeps { uint64_t w[DI_MAX_DEPTH / 64 + 1]; } DiDeps;   /* frames, by depth */

static void deps_add(DiDeps *d, unsigned i)
{
	if (d)
		d->w[i / 64] |= (uint64_t)1 << (i % 64);
}

static void deps_merge(DiDeps *d, const DiDeps *from)
{
	for (unsigned k = 0; d && k < sizeof d->w / sizeof *d->w; k++)
		d->w[k] |= from->w[k];
}

/* The deepest frame of d, -1 if none. */
static int deps_max(const DiDeps *d)
{
	for (int k = (int)(sizeof d->w / sizeof *d->w) - 1; k >= 0; k--)
		if (d->w[k])
			return k * 64 + 63 - __builtin_clzll(d->w[k]);
	return -1;
}

/* up: the frames the node that names m depends on (NULL: none names it) */
static Attr *di_node(LLParser *p, LLMd *m, unsigned depth, DiDeps *up);

/* The attributes of a tuple's nodes (types: null is #llvm.di_null_type) */
static Attr *tuple_attr(LLParser *p, LLMd *t, bool types, unsigned depth, DiDeps *up)
{
	if (!t || t->kind != MD_NODE)
		return NULL;
	unsigned cnt = t->elts ? t->elts->n : 0;
	if (!cnt)
		return NULL;
	Attr **v = arena_alloc(p->a, cnt * sizeof *v);
	unsigned k = 0;
	for (unsigned i = 0; i < cnt; i++) {
		LLMd *e = t->elts->v[i];
		if (e && e->kind == MD_NULL && types) {
			v[k++] = attr_llvm(p->c, LL_DI_NULL_TYPE, NULL, 0);
			continue;
		}
		if ((v[k] = di_node(p, e, depth + 1, up)) != NULL) {
			k++;
			continue;
		}
		/* a node of a kind not modeled (DIEnumerator, template
		 * parameters, ...) is left out, as MLIR's importer leaves it */
		LLMd *n = deref(p, e);
		if (!n || n->kind != MD_SPECIAL || di_kind_made(p, n->s->s))
			return NULL;
	}
	return k ? attr_array(p->c, k, v) : attr_array(p->c, 0, NULL);
}

/* Field value of .ll field a read as conv; *ok false if it cannot be. */
static Attr *field_value(LLParser *p, LLMd *m, unsigned conv, unsigned depth, bool *ok, DiDeps *up)
{
	Ctx *c = p->c;
	uint64_t v;
	const char *w = word(m);
	*ok = true;
	if (!m || m->kind == MD_NULL)
		return NULL;
	switch (conv) {
	case DC_INT:
	case DC_INT0:
		if (!md_u64(m, &v))
			break;
		return v || conv == DC_INT0 ? attr_int(c, type_i(c, 64), (int64_t)v) : NULL;
	case DC_STR:
	case DC_STR0:
		if (m->kind != MD_STR)
			break;
		return attr_str(c, m->s->s, strlen(m->s->s));
	case DC_KW:
		if (!w || strncmp(w, "DW_", 3))
			break;
		return attr_str(c, w, strlen(w));
	case DC_BOOL:
	case DC_BOOL0:
	case DC_BOOL1:
		if (!w || (strcmp(w, "true") && strcmp(w, "false")))
			break;
		return w[0] == 't' || conv == DC_BOOL0 ? attr_bool(c, w[0] == 't') : NULL;   /* (DC_BOOL1: false is absent) */
	case DC_FLAGS:
	case DC_SPFLAGS:
		if (!flag_bits(m, conv == DC_FLAGS ? "DIFlag" : "DISPFlag", conv == DC_FLAGS ? LE_DI_FLAGS : LE_DI_SPFLAGS, &v))
			break;
		return v ? attr_int(c, type_i(c, 64), (int64_t)v) : NULL;
	case DC_EMISSION:
	case DC_NAMETABLE: {
		int i = index_of(conv == DC_EMISSION ? emission_ll : nametable_ll, w);
		if (i < 0)
			break;
		return i || conv == DC_EMISSION ? attr_int(c, type_i(c, 64), i) : NULL;
	}
	case DC_LIST:
	case DC_TYPES: {
		LLMd *t = deref(p, m);
		if (!t || t->kind != MD_NODE)
			break;
		if (!t->elts || !t->elts->n)
			return NULL;
		Attr *a = tuple_attr(p, t, conv == DC_TYPES, depth, up);
		if (!a)
			break;
		return a->arr.n ? a : NULL;
	}
	case DC_ANNOTATIONS: {
		LLMd *t = deref(p, m);
		unsigned cnt = t && t->kind == MD_NODE && t->elts ? t->elts->n : 0;
		if (!t || t->kind != MD_NODE)
			break;
		if (!cnt)
			return NULL;
		Attr **v = arena_alloc(p->a, cnt * sizeof *v);
		unsigned k = 0;
		for (; k < cnt; k++) {
			LLMd *pr = deref(p, t->elts->v[k]);
			LLMd *nm = pr && pr->kind == MD_NODE && pr->elts && pr->elts->n == 2 ? deref(p, pr->elts->v[0]) : NULL;
			LLMd *vl = nm ? deref(p, pr->elts->v[1]) : NULL;
			if (!nm || nm->kind != MD_STR || !vl || vl->kind != MD_STR)
				break;
			Attr *f[2] = {attr_str(c, nm->s->s, strlen(nm->s->s)), attr_str(c, vl->s->s, strlen(vl->s->s))};
			v[k] = attr_llvm(c, LL_DI_ANNOTATION, f, 0);
		}
		if (k < cnt)
			break;
		return attr_array(c, cnt, v);
	}
	case DC_EXPR: {
		LLMd *e = deref(p, m);
		Attr *a = e && e->kind == MD_SPECIAL && !strcmp(e->s->s, "DIExpression") ? expr_attr(p, e) : NULL;
		if (!a)
			break;
		return a;
	}
	case DC_BOUND:
		if (md_u64(m, &v))
			return attr_int(c, type_i(c, 64), (int64_t)v);
		/* fall through */
	case DC_NODE: {
		Attr *a = di_node(p, m, depth + 1, up);
		if (!a) {
			/* a node of a kind not modeled (in the release written) is
			 * left out, as MLIR's importer leaves it */
			LLMd *n = deref(p, m);
			if (n && n->kind == MD_SPECIAL && !di_kind_made(p, n->s->s))
				return NULL;
			break;
		}
		return a;
	}
	case DC_NODE_OPT:
		return di_node(p, m, depth + 1, up);
	}
	*ok = false;
	return NULL;
}

/* The identity of a recursive node's recId (apart from the node ids
 * that compile units' and subprograms' own ids use) */
static Attr *rec_id(LLParser *p, unsigned id)
{
	return attr_int(p->c, type_i(p->c, 64), (int64_t)((uint64_t)id | (uint64_t)1 << 40));
}

/* Keeps a for the uses of n inside frame `frame` (MEMO_DI_DEP), until
 * that frame's node is made (di_forget). */
static void di_keep_dep(LLParser *p, uint64_t key, Attr *a, unsigned frame)
{
	if (!p->di_purge) {
		p->di_purge = xmalloc((DI_MAX_DEPTH + 1) * sizeof *p->di_purge);
		memset(p->di_purge, 0, (DI_MAX_DEPTH + 1) * sizeof *p->di_purge);
	}
	map_put(&p->md_attrs, key | MEMO_DI_DEP, a ? a : &di_none);
	map_put(&p->md_attrs, key | MEMO_DI_DEPF, (void *)(uintptr_t)(frame + 1));
	vec_push(&p->di_purge[frame], key);
}

/* Forgets what was kept for the uses inside the frame at depth (its node is made). */
static void di_forget(LLParser *p, unsigned depth)
{
	if (!p->di_purge)
		return;
	for (unsigned i = 0; i < p->di_purge[depth].n; i++) {
		map_del(&p->md_attrs, p->di_purge[depth].v[i] | MEMO_DI_DEP);
		map_del(&p->md_attrs, p->di_purge[depth].v[i] | MEMO_DI_DEPF);
	}
	p->di_purge[depth].n = 0;
}

void ll_di_free(LLParser *p)
{
	for (unsigned i = 0; p->di_purge && i <= DI_MAX_DEPTH; i++)
		vec_free(&p->di_purge[i]);
	free(p->di_purge);
	p->di_purge = NULL;
}

/* The attribute of DI node m (a reference or the node), NULL if it is of
 * a kind or form not modeled.  A composite type or subprogram met again
 * inside itself is #llvm.di_composite_type<recId = R, isRecSelf = true>
 * there, and gets recId = R itself, as MLIR's importer makes them. */
static Attr *di_node(LLParser *p, LLMd *m, unsigned depth, DiDeps *up)
{
	unsigned id = m && m->kind == MD_REF ? m->id : ~0u;
	LLMd *n = deref(p, m);
	if (!n || n->kind != MD_SPECIAL || depth > DI_MAX_DEPTH)
		return NULL;
	const char *name = n->s->s;
	if (!strcmp(name, "DIExpression"))
		return expr_attr(p, n);
	uint64_t key = (uint64_t)(uintptr_t)n;
	Attr *a = map_get(&p->md_attrs, key | MEMO_DI);
	if (a)
		return a == &di_none ? NULL : a;
	if ((a = map_get(&p->md_attrs, key | MEMO_DI_DEP)) != NULL) {
		deps_add(up, (unsigned)(uintptr_t)map_get(&p->md_attrs, key | MEMO_DI_DEPF) - 1);
		return a == &di_none ? NULL : a;
	}
	unsigned i0 = 0;
	while (i0 < NDI_FIELDS && strcmp(di_fields[i0].node, name))
		i0++;
	if (i0 == NDI_FIELDS)
		return NULL;
	unsigned kind = di_fields[i0].kind;
	bool in_gen = false;   /* a kind the release written has (some field of it named there) */
	for (unsigned i = i0; i < NDI_FIELDS && di_fields[i].kind == kind; i++)
		in_gen |= llfield_desc[di_fields[i].id].name[llattr_gen(p->c->llvm_version)] != NULL;
	if (!in_gen)
		return NULL;
	bool recursive = kind == LL_DI_COMPOSITE_TYPE || kind == LL_DI_SUBPROGRAM;
	uintptr_t busy = (uintptr_t)map_get(&p->md_attrs, key | MEMO_DI_BUSY);
	if (busy && recursive) {
		/* (another kind met inside itself is made again in there: the
		 * recursive node on its cycle ends it) */
		if (id == ~0u)
			return NULL;
		deps_add(up, (unsigned)busy - 1);
		Attr *f[NLLFIELDS] = {rec_id(p, id), attr_bool(p->c, true)};   /* recId, isRecSelf: the first two */
		if (kind == LL_DI_COMPOSITE_TYPE && !llattr_gen(p->c->llvm_version)) {
			/* MLIR 19: <tag = DW_TAG_null, recId = R> */
			const LLAttrDesc *d = llattr_info(kind);
			f[0] = f[1] = NULL;
			f[F_DI_CT_TAG - d->first] = attr_str(p->c, "DW_TAG_null", 11);
			f[F_DI_CT_RECID19 - d->first] = rec_id(p, id);
		}
		return attr_llvm(p->c, kind, f, 0);
	}
	const LLAttrDesc *d = llattr_info(kind);
	Attr *f[NLLFIELDS] = {0};
	unsigned gen = llattr_gen(p->c->llvm_version);
	bool seen[NLLFIELDS] = {0};   /* written in the node */
	map_put(&p->md_attrs, key | MEMO_DI_BUSY, (void *)(uintptr_t)(depth + 1));
	bool ok = true;
	DiDeps deps = {0};   /* the frames this node's result depends on */
	for (unsigned j = 0; ok && n->elts && j < n->elts->n; j++) {
		LLAttr *fa = n->elts->v[j];
		if (!fa->kw)
			continue;
		unsigned i = i0;
		while (i < NDI_FIELDS && di_fields[i].kind == kind && strcmp(di_fields[i].field, fa->kw->s))
			i++;
		if (i == NDI_FIELDS || di_fields[i].kind != kind || !llfield_desc[di_fields[i].id].name[gen])
			continue;   /* a field MLIR's attribute (of the release written) has no place for */
		f[di_fields[i].id - d->first] = field_value(p, fa->md, di_fields[i].conv, depth, &ok, &deps);
		seen[di_fields[i].id - d->first] = true;
	}
	/* what MLIR prints though absent in the node */
	for (unsigned i = i0; ok && i < NDI_FIELDS && di_fields[i].kind == kind; i++) {
		unsigned k = di_fields[i].id - d->first;
		if (f[k])
			continue;
		if (di_fields[i].conv == DC_STR0)
			f[k] = attr_str(p->c, "", 0);
		else if (di_fields[i].conv == DC_BOOL0)
			f[k] = attr_bool(p->c, false);
		else if (di_fields[i].conv == DC_BOOL1 && !seen[k])
			f[k] = attr_bool(p->c, true);
		else if (di_fields[i].conv == DC_EMISSION)
			f[k] = attr_int(p->c, type_i(p->c, 64), 0);
		else if (di_fields[i].conv == DC_INT0 && (di_fields[i].id == F_DI_LBF_DISCRIMINATOR || di_fields[i].id == F_DI_GV_LINE))
			f[k] = attr_int(p->c, type_i(p->c, 64), 0);
	}
	if (kind == LL_DI_BASIC_TYPE && !f[F_DI_BT_TAG - d->first])
		f[F_DI_BT_TAG - d->first] = attr_str(p->c, "DW_TAG_base_type", 16);
	/* identities: a compile unit's, a defined (distinct) subprogram's */
	if (kind == LL_DI_COMPILE_UNIT)
		f[F_DI_CU_ID - d->first] = attr_int(p->c, type_i(p->c, 64), id);
	if (kind == LL_DI_SUBPROGRAM && n->distinct)
		f[F_DI_SP_ID - d->first] = attr_int(p->c, type_i(p->c, 64), id);
	if (busy)
		map_put(&p->md_attrs, key | MEMO_DI_BUSY, (void *)busy);
	else
		map_del(&p->md_attrs, key | MEMO_DI_BUSY);
	/* named from inside itself: it gets its recId */
	if (deps.w[depth / 64] >> (depth % 64) & 1) {
		deps.w[depth / 64] &= ~((uint64_t)1 << (depth % 64));
		if (ok)
			f[(kind == LL_DI_COMPOSITE_TYPE ? (gen ? F_DI_CT_RECID : F_DI_CT_RECID19) : F_DI_SP_RECID) - d->first] =
				rec_id(p, id);
	}
	a = ok ? attr_llvm(p->c, kind, f, 0) : NULL;
	int near = depth ? deps_max(&deps) : -1;   /* (at the top every frame is done) */
	if (near < 0) {
		map_put(&p->md_attrs, key | MEMO_DI, a ? a : &di_none);   /* the same everywhere */
	} else {
		di_keep_dep(p, key, a, (unsigned)near);
		deps_merge(up, &deps);
	}
	di_forget(p, depth);
	return a;
}

Attr *ll_di_attr(LLParser *p, LLMd *m)
{
	return di_node(p, m, 0, NULL);
}

/* ---------------------------------------------------------------- ops */

/* The metadata operand of a debug intrinsic: `metadata T %v` (or a
 * record's `T %v`) is its value. */
static LLV *md_value(LLMd *m)
{
	return m && m->kind == MD_VAL ? m->v : NULL;
}

void ll_dbg(LLParser *p, const char *what, LLMd *val, LLMd *var, LLMd *expr, LLMd *dloc, Loc loc)
{
	bool label = !strcmp(what, "label");
	if ((strcmp(what, "declare") && strcmp(what, "value") && !label) || !p->fn || !var || var->kind != MD_REF) {
		ll_drop(p, loc, "debug intrinsics");
		return;
	}
	Attr *ex = NULL;
	LLV *v = md_value(val);
	if (!label) {
		LLMd *e = expr && expr->kind == MD_SPECIAL && !strcmp(expr->s->s, "DIExpression") ? expr : NULL;
		if (!v || !v->ty || !e || !(ex = expr_attr(p, e))) {
			ll_drop(p, loc, "debug intrinsics");
			return;
		}
		if (ex->ll.n == 0)
			ex = NULL;   /* the empty expression is the op's default */
	}
	OpState s;
	char name[32];
	snprintf(name, sizeof name, "llvm.intr.dbg.%s", what);
	ll_opstate(p, &s, ll_sym(p, name), loc);
	if (!label) {
		Value *x = ll_use(p, v);
		if (!x) {
			opstate_free(&s);
			return;
		}
		vec_push(&s.opnds, x);
	}
	if (ex)
		opstate_add_attr(&s, ll_sym(p, "locationExpr"), ex);
	if (!p->fn->nrecs) {   /* the first of the records of the next instruction */
		p->fn->recs_md = p->md_ops.n;
		p->fn->recs_locs = p->dbg_locs.n;
		p->fn->recs_loc = loc;
	}
	/* the variable or label: an attachment until the end of the file */
	LLAttr *a = arena_alloc(p->a, sizeof *a);
	LLMd *ref = arena_alloc(p->a, sizeof *ref);
	*ref = *var;
	*a = (LLAttr){.kind = A_MD, .kw = ll_sym(p, ll_dbg_var_kind), .md = ref, .loc = loc};
	Op *op = ll_emit_inst(p, &s, ll_list(p, a));
	vec_push(&p->fn->dbg, op);
	p->fn->nrecs++;
	ll_dbg_note(p, op, dloc);
}

/* Whether op is one of the last n of dbg. */
static bool among_last(const FnState *f, unsigned n, const Op *op)
{
	for (unsigned i = f->dbg.n - n; i < f->dbg.n; i++)
		if (f->dbg.v[i] == op)
			return true;
	return false;
}

void ll_dbg_attached(LLParser *p, bool intrinsic)
{
	FnState *f = p->fn;
	unsigned n = f->nrecs;
	f->nrecs = 0;
	if (!intrinsic || (gen_of(p->c->llvm_version)->keeps & GK_DBG_AT_INTRINSICS) || n > f->dbg.n)
		return;
	/* their entries in md_ops (and dbg_locs) come first from recs_md, those
	 * of the instruction after them */
	unsigned k = 0;
	while (f->recs_md + k < p->md_ops.n && among_last(f, n, p->md_ops.v[f->recs_md + k]))
		k++;
	for (unsigned i = f->recs_md + k; i < p->md_ops.n; i++) {
		Op *o = p->md_ops.v[i];
		if ((uintptr_t)map_get(&p->md_index, o) == i + 1)
			map_put(&p->md_index, o, (void *)(uintptr_t)(i - k + 1));
		p->md_ops.v[i - k] = o;
		p->md_atts.v[i - k] = p->md_atts.v[i];
		p->md_seq.v[i - k] = p->md_seq.v[i];
	}
	p->md_ops.n -= k;
	p->md_atts.n -= k;
	p->md_seq.n -= k;
	unsigned kl = 0;
	while (f->recs_locs + kl < p->dbg_locs.n && among_last(f, n, p->dbg_locs.v[f->recs_locs + kl].op))
		map_del(&p->dbg_index, p->dbg_locs.v[f->recs_locs + kl++].op);
	for (unsigned i = f->recs_locs + kl; i < p->dbg_locs.n; i++) {
		Op *o = p->dbg_locs.v[i].op;
		if ((uintptr_t)map_get(&p->dbg_index, o) == i + 1)
			map_put(&p->dbg_index, o, (void *)(uintptr_t)(i - kl + 1));
		p->dbg_locs.v[i - kl] = p->dbg_locs.v[i];
	}
	p->dbg_locs.n -= kl;
	for (unsigned i = f->dbg.n - n; i < f->dbg.n; i++)
		op_erase(f->dbg.v[i]);
	f->dbg.n -= n;
	ll_drop(p, f->recs_loc, "debug records of intrinsic calls");
}

void ll_dbg_record(LLParser *p, Sym *rec, LList *args, Loc loc)
{
	const char *what = rec->s + 4;   /* after "dbg_" */
	unsigned n = args ? args->n : 0;
	if (!strcmp(what, "label"))
		ll_dbg(p, what, NULL, n == 2 ? args->v[0] : NULL, NULL, n == 2 ? args->v[1] : NULL, loc);
	else
		ll_dbg(p, n == 4 ? what : "", n == 4 ? args->v[0] : NULL, n == 4 ? args->v[1] : NULL,
		       n == 4 ? args->v[2] : NULL, n == 4 ? args->v[3] : NULL, loc);
}

/* The variable or label of an op, once the nodes are read; false if it
 * cannot be made (the op is then dropped). */
bool ll_dbg_resolve(LLParser *p, Op *op, LLMd *m)
{
	Attr *v = ll_di_attr(p, m);
	bool label = !strcmp(op->name->s, "llvm.intr.dbg.label");
	if (!v || !attr_is_llvm(v, label ? LL_DI_LABEL : LL_DI_LOCAL_VARIABLE))
		return false;
	op_set_attr(p->c, op, ll_sym(p, label ? "label" : "varInfo"), v);
	return true;
}

void ll_dbg_place(LLParser *p)
{
	FnState *f = p->fn;
	for (unsigned i = 0; i < f->dbg.n; i++) {
		Op *op = f->dbg.v[i];
		if (!op->nopnd)
			continue;
		Value *v = op->opnd[0].v;
		if (v->def && v->def->parent && !(op_flags[v->def->kind] & OPF_TERM)) {
			op_unlink(op);
			op_insert_after(v->def, op);
		} else if (!v->def && v->owner && v->owner->first != op) {
			op_unlink(op);
			op_insert_before(v->owner->first, op);
		}
	}
	vec_free(&f->dbg);
}

/* ---------------------------------------------------------- locations */

/* With --mlir-print-debuginfo the importer gives every op and block
 * argument its location, as mlir-translate's does: an op's !dbg
 * DILocation is loc(fused<#scope>["file":line:col]) (the scope's file),
 * inlined ones callsite(that at the inlining one's); a function's
 * fused<#subprogram>["file":line:0], its entry block's arguments the
 * same; the module, its globals and other top-level ops
 * "source_filename":0:0 (the input's name without one); all else
 * loc(unknown).  Kept in Ctx.locs (LocRec.attr), made at the end when
 * the nodes are read. */
enum { MEMO_LOC = 11 };

/* m and what it holds, out of a body's scratch arena (an inline
 * !DILocation(...), its inlinedAt one too; no DILocation holds a value). */
static LLMd *md_keep(LLParser *p, LLMd *m, unsigned depth)
{
	if (!m || depth > 64)
		return m;
	LLMd *k = arena_dup(p->c->arena, m, sizeof *m);
	if (m->elts && (m->kind == MD_SPECIAL || m->kind == MD_NODE || m->kind == MD_OTHER)) {
		LList *l = arena_dup(p->c->arena, m->elts, sizeof *m->elts);
		l->v = arena_dup(p->c->arena, m->elts->v, m->elts->n * sizeof *l->v);
		l->cap = l->n;
		for (unsigned i = 0; i < l->n; i++) {
			if (m->kind == MD_SPECIAL) {
				LLAttr *a = arena_dup(p->c->arena, l->v[i], sizeof *a);
				a->md = md_keep(p, a->md, depth + 1);
				l->v[i] = a;
			} else {
				l->v[i] = md_keep(p, l->v[i], depth + 1);
			}
		}
		k->elts = l;
	}
	return k;
}

void ll_dbg_note(LLParser *p, Op *op, LLMd *md)
{
	if (!p->c->print_locs || !op || !md || (md->kind != MD_REF && md->kind != MD_SPECIAL))
		return;
	LLMd *m = md_keep(p, md, 0);   /* (out of a body's scratch arena) */
	struct LLDbgLoc e = {op, m};
	vec_push(&p->dbg_locs, e);
	map_put(&p->dbg_index, op, (void *)(uintptr_t)p->dbg_locs.n);
}

void ll_dbg_moved(LLParser *p, Op *old, Op *n)
{
	uintptr_t i = p->dbg_locs.n ? (uintptr_t)map_get(&p->dbg_index, old) : 0;
	if (i && i <= p->dbg_locs.n && p->dbg_locs.v[i - 1].op == old) {   /* (keys of freed ops may remain) */
		p->dbg_locs.v[i - 1].op = n;
		map_put(&p->dbg_index, n, (void *)i);
	}
}

void ll_rest_dbg(LLParser *p, LList *rest)
{
	if (!p->c->print_locs || !p->fn || !p->fn->cur || !p->fn->cur->last)
		return;
	for (unsigned i = 0; rest && i < rest->n; i++) {
		LLAttr *a = rest->v[i];
		if (a->kind == A_MD && !strcmp(a->kw->s, "dbg"))
			ll_dbg_note(p, p->fn->cur->last, a->md);
	}
}

void ll_fn_dbg_loc(LLParser *p, Op *fn, LLMd *md)
{
	ll_dbg_note(p, fn, md);
}

static void set_loc(Ctx *c, const void *key, Attr *a)
{
	LocRec *r = arena_alloc(c->arena, sizeof *r);
	r->attr = a;
	map_put(&c->locs, key, r);
}

static Attr *loc_file(LLParser *p, Attr *file, uint64_t line, uint64_t col)
{
	Ctx *c = p->c;
	Attr *parts[3] = {file ? file : attr_str(c, "", 0), attr_int(c, type_i(c, 64), (int64_t)line),
	                  attr_int(c, type_i(c, 64), (int64_t)col)};
	return attr_loc(c, ATTR_LOC_FILE, 3, parts);
}

/* The file name of a scope attribute (its file's, or the file's own) */
static Attr *scope_file(Attr *sc)
{
	static const unsigned file_of[][2] = {
		{LL_DI_SUBPROGRAM, F_DI_SP_FILE}, {LL_DI_LEXICAL_BLOCK, F_DI_LB_FILE},
		{LL_DI_LEXICAL_BLOCK_FILE, F_DI_LBF_FILE}, {LL_DI_COMPOSITE_TYPE, F_DI_CT_FILE},
		{LL_DI_COMPILE_UNIT, F_DI_CU_FILE}, {LL_DI_MODULE, F_DI_MOD_FILE},
	};
	Attr *f = attr_is_llvm(sc, LL_DI_FILE) ? sc : NULL;
	for (size_t i = 0; !f && sc && i < sizeof file_of / sizeof *file_of; i++)
		if (attr_is_llvm(sc, (LLAttrKind)file_of[i][0]))
			f = llattr_get(sc, (LLField)file_of[i][1]);
	return f ? llattr_get(f, F_DI_FILE_NAME) : NULL;
}

static uint64_t field_u64(LLMd *n, const char *name)
{
	uint64_t v = 0;
	for (unsigned i = 0; n->elts && i < n->elts->n; i++) {
		LLAttr *a = n->elts->v[i];
		if (a->kw && !strcmp(a->kw->s, name) && md_u64(a->md, &v))
			return v;
	}
	return 0;
}

static LLMd *field_md(LLMd *n, const char *name)
{
	for (unsigned i = 0; n->elts && i < n->elts->n; i++) {
		LLAttr *a = n->elts->v[i];
		if (a->kw && !strcmp(a->kw->s, name))
			return a->md;
	}
	return NULL;
}

void ll_diloc_keep(LLMd *m, LList *fields)
{
	LLDiLoc *d = &m->diloc;
	d->kept = true;
	m->id = ~0u;
	for (unsigned i = 0; fields && i < fields->n; i++) {
		LLAttr *a = fields->v[i];
		uint64_t v;
		if (!a->kw || !a->md)
			continue;
		if (!strcmp(a->kw->s, "line") && md_u64(a->md, &v))
			d->line = (uint32_t)v;
		else if (!strcmp(a->kw->s, "column") && md_u64(a->md, &v))
			d->col = (uint16_t)v;
		else if (!strcmp(a->kw->s, "scope") && a->md->kind == MD_REF)
			m->id = a->md->id;
		else if (!strcmp(a->kw->s, "inlinedAt") && a->md->kind != MD_NULL)
			d->inlined = true;
	}
}

/* The location of a DILocation (or, fn, of a DISubprogram); of one read
 * without its fields (LLDiLoc), only what a loop holds, or NULL */
static Attr *di_loc(LLParser *p, LLMd *m, unsigned depth, Sym *fn)
{
	LLMd *n = deref(p, m);
	if (!n || n->kind != MD_SPECIAL || depth > 256)
		return NULL;
	uint64_t key = (uint64_t)(uintptr_t)n | MEMO_LOC;
	Attr *a = fn ? NULL : map_get(&p->md_attrs, key);   /* (a function's names it) */
	if (a)
		return a;
	if (!strcmp(n->s->s, "DISubprogram")) {
		Attr *sp = ll_di_attr(p, m);
		if (!sp)
			return NULL;
		Attr *parts[3] = {sp, loc_file(p, scope_file(sp), field_u64(n, "line"), 0), NULL};
		a = attr_loc(p->c, ATTR_LOC_FUSED, 2, parts);
		if (fn && !(gen_of(p->c->llvm_version)->keeps & GK_FN_LOC_UNNAMED)) {
			/* MLIR 19: the function's name first */
			Attr *nm = attr_str(p->c, fn->s, fn->len);
			parts[2] = parts[1];
			parts[1] = attr_loc(p->c, ATTR_LOC_NAME, 1, &nm);
			a = attr_loc(p->c, ATTR_LOC_FUSED, 3, parts);
		}
	} else if (!strcmp(n->s->s, "DILocation") && !n->elts) {
		const LLDiLoc *d = &n->diloc;
		LLMd ref = {.kind = MD_REF, .id = n->id};
		Attr *sc = d->kept && !d->inlined && n->id != ~0u ? ll_di_attr(p, &ref) : NULL;
		if (!sc)
			return NULL;
		Attr *parts[2] = {sc, loc_file(p, scope_file(sc), d->line, d->col)};
		a = attr_loc(p->c, ATTR_LOC_FUSED, 2, parts);
	} else if (!strcmp(n->s->s, "DILocation")) {
		LLMd *sm = field_md(n, "scope"), *im = field_md(n, "inlinedAt");
		Attr *sc = sm ? ll_di_attr(p, sm) : NULL;
		a = loc_file(p, scope_file(sc), field_u64(n, "line"), field_u64(n, "column"));
		if (sc) {
			Attr *parts[2] = {sc, a};
			a = attr_loc(p->c, ATTR_LOC_FUSED, 2, parts);
		}
		Attr *caller = im && im->kind != MD_NULL ? di_loc(p, im, depth + 1, NULL) : NULL;
		if (caller) {
			Attr *parts[2] = {a, caller};
			a = attr_loc(p->c, ATTR_LOC_CALLSITE, 2, parts);
		}
	} else {
		return NULL;
	}
	if (!fn)
		map_put(&p->md_attrs, key, a);
	return a;
}

Attr *ll_loop_loc(LLParser *p, LLMd *m)
{
	Attr *a = di_loc(p, m, 0, NULL);
	return a && a->kind == ATTR_LOC_FUSED ? a : NULL;
}

static Sym *func_name(Op *fn)
{
	Attr *a = op_attr_s(NULL, fn, "sym_name");
	return a && a->kind == ATTR_STRING ? a->s.str : NULL;
}

void ll_locs_finish(LLParser *p)
{
	Ctx *c = p->c;
	if (!c->print_locs)
		return;
	Attr *unknown = attr_loc(c, ATTR_LOC_UNKNOWN, 0, NULL);
	Sym *fname = p->source_filename ? p->source_filename : p->src->file;
	Attr *mod = loc_file(p, attr_str(c, fname->s, fname->len), 0, 0);
	for (unsigned i = 0; i < p->dbg_locs.n; i++) {
		Op *op = p->dbg_locs.v[i].op;
		Attr *a = di_loc(p, p->dbg_locs.v[i].md, 0, op->kind == OP_LLVM_FUNC ? func_name(op) : NULL);
		if (a)
			set_loc(c, op, a);
	}
	vec_free(&p->dbg_locs);
	map_free(&p->dbg_index);
	set_loc(c, p->module, mod);
	for (Op *op = p->body->first; op; op = op->next) {
		LocRec *fr = map_get(&c->locs, op);
		if (op->kind != OP_LLVM_FUNC) {
			if (!fr)
				set_loc(c, op, mod);
			continue;
		}
		if (!fr)
			set_loc(c, op, fr ? fr->attr : unknown);
		Attr *floc = ((LocRec *)map_get(&c->locs, op))->attr;
		for (unsigned r = 0; r < op->nreg; r++)
			for (Block *b = op->regs[r].first; b; b = b->next) {
				for (unsigned i = 0; i < b->nargs; i++)
					set_loc(c, b->args[i], b == op->regs[r].first ? floc : unknown);
				for (Op *x = b->first; x; x = x->next)
					if (!map_get(&c->locs, x))
						set_loc(c, x, unknown);
			}
	}
	/* a global's initializer: unknown, its return the module's */
	for (Op *op = p->body->first; op; op = op->next)
		for (unsigned r = 0; op->kind != OP_LLVM_FUNC && r < op->nreg; r++)
			for (Block *b = op->regs[r].first; b; b = b->next)
				for (Op *x = b->first; x; x = x->next)
					set_loc(c, x, x->kind == OP_LLVM_RETURN ? mod : unknown);
}
