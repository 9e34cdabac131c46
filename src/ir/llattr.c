/* llattr.c - the LLVM-dialect attributes with fields (ATTR_LLVM): the
 * tables of kinds, fields and enum keywords (XLLATTRS, XLLFIELDS,
 * XLLENUMS in ir.h) that every reader and writer of them consults, and
 * their construction and field access.  No syntax here: the MLIR text
 * reader is in src/mlir/parse_attr.c, the writer in src/mlir/print_attr.c;
 * the .ll reader builds them in src/llvmir/import*.c, the .ll writer reads
 * them in src/llvmir/ll_*.c. */
#include <string.h>
#include <threads.h>

#include "xlate/ir.h"
#include "ir/private.h"

const LLFieldDesc llfield_desc[NLLFIELDS] = {
#define X(kind, id, n19, n22, val, en) [id] = {kind, {n19, n22}, val, en},
	XLLFIELDS(X)
#undef X
};

#define X(id, ...) static const char *const words_##id[] = {__VA_ARGS__, NULL};
XLLENUMS(X)
#undef X
const char *const *const llenum_words[NLLENUMS] = {
#define X(id, ...) [id] = words_##id,
	XLLENUMS(X)
#undef X
};

const char *const dw_ate_names[NDW_ATE] = {
	NULL, "DW_ATE_address", "DW_ATE_boolean", "DW_ATE_complex_float", "DW_ATE_float", "DW_ATE_signed",
	"DW_ATE_signed_char", "DW_ATE_unsigned", "DW_ATE_unsigned_char", "DW_ATE_imaginary_float",
	"DW_ATE_packed_decimal", "DW_ATE_numeric_string", "DW_ATE_edited", "DW_ATE_signed_fixed",
	"DW_ATE_unsigned_fixed", "DW_ATE_decimal_float", "DW_ATE_UTF", "DW_ATE_UCS", "DW_ATE_ASCII",
};

static LLAttrDesc descs[NLLATTRS] = {
#define X(k, mn, form, words) [k] = {mn, form, 0, 0, words},
	XLLATTRS(X)
#undef X
};
static once_flag descs_once = ONCE_FLAG_INIT;   /* separate calls may run in threads */

/* first/n of each kind from the field table, which lists the fields kind
 * by kind in XLLATTRS order. */
static void descs_init(void)
{
	for (unsigned i = NLLFIELDS; i-- > 0;) {
		LLAttrDesc *d = &descs[llfield_desc[i].kind];
		d->first = i;
		d->n++;
	}
}

const LLAttrDesc *llattr_info(unsigned kind)
{
	call_once(&descs_once, descs_init);
	return &descs[kind];
}

unsigned llattr_gen(unsigned llvm_version)
{
	return llvm_version >= 22;
}

int llattr_kind_of(const char *mn, size_t len)
{
	for (unsigned k = 0; k < NLLATTRS; k++) {
		const char *m = descs[k].mnemonic;
		if (strlen(m) == len && memcmp(m, mn, len) == 0)
			return (int)k;
	}
	return -1;
}

Attr *attr_llvm(Ctx *c, LLAttrKind k, Attr **f, uint64_t bits)
{
	const LLAttrDesc *d = llattr_info(k);
	Attr *none[1] = {NULL};
	Attr a = {.kind = ATTR_LLVM, .ll = {k, d->n, d->n ? f : none, bits}};
	if (!f)
		a.ll.n = 0;
	/* trailing absent fields are not stored: a.ll.n counts up to the last present */
	while (a.ll.n && !a.ll.f[a.ll.n - 1])
		a.ll.n--;
	return attr_unique_(c, &a);
}

bool attr_is_llvm(Attr *a, LLAttrKind k)
{
	return a && a->kind == ATTR_LLVM && a->ll.kind == (unsigned)k;
}

bool attr_is_llvm_named(Attr *a, const char *mnemonic)
{
	if (!mnemonic)
		return false;   /* (an intrinsic with no such attribute: intr_attr_kind) */
	if (a && a->kind == ATTR_PENDING)
		return true;   /* a streamed import's placeholder: what it stands for, at the end */
	if (a && a->kind == ATTR_LLVM)
		return !strcmp(llattr_info(a->ll.kind)->mnemonic, mnemonic);
	return a && a->kind == ATTR_OPAQUE && a->opaque.dialect && !strcmp(a->opaque.dialect->s, mnemonic);
}

static const char *const intr_kinds[][3] = {
	{"llvm.intr.experimental.noalias.scope.decl", "scope", "llvm.alias_scope"},
	{"llvm.intr.dbg.label", "label", "llvm.di_label"},
	{"llvm.intr.dbg.declare", "varInfo", "llvm.di_local_variable"},
	{"llvm.intr.dbg.value", "varInfo", "llvm.di_local_variable"},
	{"llvm.intr.dbg.declare", "locationExpr", "llvm.di_expression"},
	{"llvm.intr.dbg.value", "locationExpr", "llvm.di_expression"},
};

const char *intr_attr_kind(const char *opname, const char *name)
{
	for (size_t i = 0; i < sizeof intr_kinds / sizeof *intr_kinds; i++)
		if (!strcmp(opname, intr_kinds[i][0]) && !strcmp(name, intr_kinds[i][1]))
			return intr_kinds[i][2];
	return NULL;
}

bool intr_attr_named(const char *name)
{
	for (size_t i = 0; i < sizeof intr_kinds / sizeof *intr_kinds; i++)
		if (!strcmp(name, intr_kinds[i][1]))
			return true;
	return false;
}

Attr *llattr_get(Attr *a, LLField id)
{
	const LLFieldDesc *f = &llfield_desc[id];
	if (!a || a->kind != ATTR_LLVM || a->ll.kind != f->kind)
		return NULL;
	unsigned i = id - llattr_info(f->kind)->first;
	return i < a->ll.n ? a->ll.f[i] : NULL;
}

int64_t llattr_int(Attr *a, LLField id, int64_t dflt)
{
	Attr *v = llattr_get(a, id);
	return v && v->kind == ATTR_INT ? attr_int_sext(v) : dflt;
}

bool llattr_true(Attr *a, LLField id)
{
	Attr *v = llattr_get(a, id);
	return v && v->kind == ATTR_BOOL && v->b;
}

Attr *attr_llvm_enum(Ctx *c, LLAttrKind k, const char *word)
{
	const char *const *w = llenum_words[llfield_desc[llattr_info(k)->first].en];
	for (int64_t i = 0; w[i]; i++)
		if (strcmp(w[i], word) == 0) {
			Attr *f = attr_int(c, type_i(c, 64), i);
			return attr_llvm(c, k, &f, 0);
		}
	return NULL;
}

const char *llattr_enum_word(Attr *a)
{
	if (!a || a->kind != ATTR_LLVM || a->ll.n != 1)
		return NULL;
	const LLFieldDesc *fd = &llfield_desc[llattr_info(a->ll.kind)->first];
	return fd->val == LV_ENUM ? llenum_words[fd->en][attr_int_sext(a->ll.f[0])] : NULL;
}

Attr *attr_llvm_flags(Ctx *c, LLAttrKind k, uint64_t bits)
{
	return attr_llvm(c, k, NULL, bits);
}

uint64_t llattr_bits(Attr *a)
{
	return a && a->kind == ATTR_LLVM ? a->ll.bits : 0;
}

bool llattr_all_flags(Attr *a)
{
	if (!a || a->kind != ATTR_LLVM)
		return false;
	unsigned w = llattr_info(a->ll.kind)->words, n = 0;
	if (w != LE_FASTMATH && w != LE_ARITH_FASTMATH)
		return false;
	while (llenum_words[w][n])
		n++;
	return a->ll.bits == ((uint64_t)1 << n) - 1;
}
