/* verify_llvm.c - the verifier's rules of module-level ops: memref.global
 * and memref.get_global, llvm.func (linkage, visibility, entry block),
 * llvm.mlir.constant and the initializers of globals (dense and struct
 * constants), llvm.mlir.global_ctors/dtors, llvm.mlir.alias, and
 * llvm.landingpad's clauses.  verify.c calls them from verify_op. */
#include <string.h>

#include "ir/verify.h"
#include "llvmir/intrinsics.h"

/* The word of a linkage attribute (#llvm.linkage<internal>), or NULL
 * (an attribute of another dialect is kept, and no linkage). */
const char *vf_linkage_word(Attr *a)
{
	if (a && a->kind == ATTR_LLVM)
		return llattr_enum_word(a);
	if (!a || a->kind != ATTR_OPAQUE || !a->opaque.body || strcmp(a->opaque.dialect->s, "llvm.linkage") != 0)
		return NULL;
	return a->opaque.body->s;
}

/* MLIR's isZeroAttribute: integers and floats of value 0, and elements
 * and arrays of them only */
bool vf_is_zero_attr(Attr *a)
{
	switch (a->kind) {
	case ATTR_INT:
		for (unsigned i = 0; i < a->i.nwords; i++)
			if (a->i.words[i])
				return false;
		return true;
	case ATTR_BOOL:
		return !a->b;
	case ATTR_FLOAT: {   /* +0.0 or -0.0: no bit but the sign */
		unsigned w = type_float_width(a->type);
		uint64_t lo = a->f.bits[0], hi = a->f.bits[1];
		if (w && w <= 64)
			lo &= ~(1ull << (w - 1));
		else if (w > 64)
			hi &= ~(1ull << (w - 65));
		return !lo && !hi;
	}
	case ATTR_DENSE: case ATTR_ARRAY:
		if (a->kind == ATTR_DENSE && !a->arr.n)
			return false;   /* hex text */
		for (unsigned i = 0; i < a->arr.n; i++)
			if (!vf_is_zero_attr(a->arr.elts[i]))
				return false;
		return true;
	default:
		return false;
	}
}

/* llvm.func as MLIR's verifier sees it: its region and attributes (the
 * generic form can omit them), its linkage, then its entry block. */
/* memref.global: a dense initial value is of the memref's shape and
 * element type, as upstream's GlobalOp::verify has it (the custom form
 * cannot say otherwise; the generic form can). */
/* memref.get_global's result: a memref of static shape */
/* LLVMPointerType::isValidElementType: an LLVM-compatible outer type
 * but void, token, metadata and label (index, tf32, the small floats are
 * none) */
bool vf_global_elt_ok(Type *t)
{
	switch (t->kind) {
	case TY_INT: case TY_F16: case TY_BF16: case TY_F32: case TY_F64: case TY_F80: case TY_F128:
	case TY_VECTOR: case TY_LLVM_PTR: case TY_LLVM_ARRAY: case TY_LLVM_STRUCT: case TY_LLVM_FUNC:
	case TY_LLVM_VEC: case TY_LLVM_PPC_FP128: case TY_LLVM_X86_MMX: case TY_LLVM_X86_AMX: case TY_LLVM_TARGET:
		return true;
	default:
		return false;
	}
}

void vf_check_memref_get_global(Verifier *v, Op *op)
{
	Type *t = op->nres == 1 ? op->res[0].type : NULL;
	if (!t || (t->kind == TY_MEMREF && type_static_shape(t)))
		return;
	Out o;
	out_init(&o);
	diag_type(v->c, &o, t);
	ERR(v, op, "'memref.get_global' op result #0 must be statically shaped memref of any type values, but got '%s'",
	    o.buf ? o.buf : "");
	out_free(&o);
}

void vf_check_memref_global(Verifier *v, Op *op)
{
	Attr *t = op_attr_s(v->c, op, "type"), *init = op_attr_s(v->c, op, "initial_value");
	if (t && (t->kind != ATTR_TYPE || t->ty->kind != TY_MEMREF)) {
		ERR(v, op, "'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute");
		return;
	}
	if (t && !type_static_shape(t->ty)) {
		Out o;
		out_init(&o);
		diag_type(v->c, &o, t->ty);
		ERR(v, op, "'memref.global' op type should be static shaped memref, but got '%s'", o.buf ? o.buf : "");
		out_free(&o);
		return;
	}
	if (!t || !init || init->kind != ATTR_DENSE || !init->type)
		return;
	Type *m = t->ty, *it = init->type;
	Type *want = type_tensor(v->c, m->shaped.rank, m->shaped.shape, m->shaped.elt, NULL);
	if (it == want)
		return;
	Out a, b;
	out_init(&a);
	out_init(&b);
	bool shaped = it->kind == TY_TENSOR || it->kind == TY_VECTOR;
	if (!(gen_of(v->c->llvm_version)->prints & GP_GLOBAL_INIT_SPLIT) || !shaped) {
		diag_type(v->c, &a, want);
		diag_type(v->c, &b, it);
		ERR(v, op, "'memref.global' op initial value expected to be of type '%s', but was of type '%s'",
		    a.buf ? a.buf : "", b.buf ? b.buf : "");
	} else if (it->shaped.rank != m->shaped.rank ||
	           memcmp(it->shaped.shape, m->shaped.shape, m->shaped.rank * sizeof *m->shaped.shape) != 0) {
		for (unsigned i = 0; i < m->shaped.rank; i++)
			out_fmt(&a, "%s%lld", i ? ", " : "", (long long)m->shaped.shape[i]);
		for (unsigned i = 0; i < it->shaped.rank; i++)
			out_fmt(&b, "%s%lld", i ? ", " : "", (long long)it->shaped.shape[i]);
		ERR(v, op, "'memref.global' op initial value shape expected to be %s but was %s",
		    a.buf ? a.buf : "", b.buf ? b.buf : "");
	} else {
		diag_type(v->c, &a, m->shaped.elt);
		diag_type(v->c, &b, it->shaped.elt);
		ERR(v, op, "'memref.global' op initial value element expected to be of type '%s', but was of type '%s'",
		    a.buf ? a.buf : "", b.buf ? b.buf : "");
	}
	out_free(&a);
	out_free(&b);
}

void vf_check_llvm_func(Verifier *v, Op *op)
{
	Attr *ft = op_attr(op, v->c->sym[SYM_function_type]), *nm = op_attr(op, v->c->sym[SYM_sym_name]);
	const char *n = op->name->s;
	if (op->nreg != 1) {
		ERR(v, op, "'%s' op requires one region", n);
		return;
	}
	if (!ft || !nm) {
		ERR(v, op, "'%s' op requires attribute '%s'", n, ft ? "sym_name" : "function_type");
		return;
	}
	if (ft->kind != ATTR_TYPE || ft->ty->kind != TY_LLVM_FUNC) {
		ERR(v, op, "'%s' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM "
		    "function type", n);
		return;
	}
	if (nm->kind != ATTR_STRING) {
		ERR(v, op, "'%s' op attribute 'sym_name' failed to satisfy constraint: string attribute", n);
		return;
	}
	const char *l = vf_linkage_word(op_attr_s(v->c, op, "linkage"));
	if (l && !strcmp(l, "common")) {
		ERR(v, op, "'%s' op functions cannot have 'common' linkage", n);
		return;
	}
	bool noinline = op_attr_s(v->c, op, "no_inline") != NULL;
	if (noinline && op_attr_s(v->c, op, "always_inline")) {
		ERR(v, op, "no_inline and always_inline attributes are incompatible");
		return;
	}
	if (!noinline && op_attr_s(v->c, op, "optimize_none")) {
		ERR(v, op, "'%s' op with optimize_none must also be no_inline", n);
		return;
	}
	/* one type for every llvm.landingpad's result and llvm.resume's operand */
	Type *lp = NULL;
	for (Block *b = op->regs[0].first; b; b = b->next)
		for (Op *o = b->first; o; o = o->next) {
			Type *t = o->kind == OP_LLVM_LANDINGPAD && o->nres == 1 ? o->res[0].type :
			          o->kind == OP_LLVM_RESUME && o->nopnd == 1 && o->opnd[0].v ? o->opnd[0].v->type : NULL;
			if (t && lp && t != lp) {
				ERR(v, op, "'%s' should have a consistent %s type inside a function", o->name->s,
				    o->kind == OP_LLVM_LANDINGPAD ? "result" : "input");
				return;
			}
			lp = lp ? lp : t;
		}
	if (!op->regs[0].first) {
		if (l && strcmp(l, "external") != 0 && strcmp(l, "extern_weak") != 0)
			ERR(v, op, "'%s' op external functions must have 'external' or 'extern_weak' linkage", n);
		return;
	}
	vf_check_entry_args(v, op);
}

static bool int_or_float(Type *t)
{
	return t->kind == TY_INT || t->kind == TY_INDEX || type_float_width(t);
}

/* #llvm.zero or #llvm.undef */
static bool is_zero_or_undef(Attr *a)
{
	Out o;
	out_init(&o);
	mlir_print_attr(&o, a);
	bool z = o.buf && (!strcmp(o.buf, "#llvm.zero") || !strcmp(o.buf, "#llvm.undef"));
	out_free(&o);
	return z;
}

/* verifyStructArrayConstant: an array attribute for an array type holds
 * as many elements as each dimension, sub-arrays (or zero/undef) down to
 * an array of structs, and struct-sized arrays there */
static bool check_struct_array_constant(Verifier *v, Op *op, Type *t, Attr *a, unsigned dim)
{
	const char *n = op->name->s;
	if (t->arr.n != a->arr.n) {
		ERR(v, op, "'%s' op array attribute size does not match array type size in dimension %u: %u vs. %llu", n, dim,
		    a->arr.n, (unsigned long long)t->arr.n);
		return false;
	}
	Type *e = t->arr.elt;
	if (e->kind != TY_LLVM_ARRAY && e->kind != TY_LLVM_STRUCT) {
		ERR(v, op, "'%s' op for array with an array attribute must have a struct element type", n);
		return false;
	}
	for (unsigned i = 0; i < a->arr.n; i++) {
		Attr *x = a->arr.elts[i];
		if (x->kind != ATTR_ARRAY) {
			if (e->kind == TY_LLVM_ARRAY && !is_zero_or_undef(x)) {
				ERR(v, op, "'%s' op nested attribute for sub-array in dimension %u at index %u must be a zero, or "
				    "undef, or array attribute", n, dim, i);
				return false;
			}
			continue;
		}
		if (e->kind == TY_LLVM_ARRAY && !check_struct_array_constant(v, op, e, x, dim + 1))
			return false;
		if (e->kind == TY_LLVM_STRUCT && x->arr.n != e->st.n) {
			ERR(v, op, "'%s' op nested array attribute size for struct element at index %u must match struct "
			    "size: %u vs. %u", n, i, x->arr.n, e->st.n);
			return false;
		}
	}
	return true;
}

/* The elements an LLVM array or vector type holds, arrays flattened, and
 * the innermost element type */
static uint64_t llvm_elements(Type *t, Type **elt)
{
	if (t->kind == TY_LLVM_ARRAY)
		return t->arr.n * llvm_elements(t->arr.elt, elt);
	if (t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC) {
		*elt = type_elt(t);
		return type_num_elements(t);
	}
	*elt = t;
	return 1;
}

/* llvm.mlir.constant of a dense value: a scalable vector only of a splat,
 * as many elements as the type holds, elements of the type's kind */
static void check_llvm_dense_constant(Verifier *v, Op *op, Attr *a, Type *t)
{
	const char *n = op->name->s;
	bool scalable = (t->kind == TY_LLVM_VEC && t->llvec.scalable) || (t->kind == TY_VECTOR && t->shaped.scalable);
	if (scalable && !a->splat) {
		ERR(v, op, "'%s' op scalable vector type requires a splat attribute", n);
		return;
	}
	Type *te = NULL, *ae = type_elt(a->type);
	uint64_t nt = llvm_elements(t, &te), na = type_num_elements(a->type);
	if (nt != na) {
		ERR(v, op, "'%s' op type and attribute have a different number of elements: %llu vs. %llu", n,
		    (unsigned long long)nt, (unsigned long long)na);
		return;
	}
	if (ae->kind == TY_INT && te->kind != TY_INT)
		ERR(v, op, "'%s' op expected integer element type for integer elements attribute", n);
	else if (type_float_width(ae) && type_float_width(te) && ae != te)
		ERR(v, op, "'%s' op attribute and type have different float semantics", n);
	else if (type_float_width(ae) && te->kind == TY_INT && te->i.width != type_float_width(ae))
		ERR(v, op, "'%s' op expected integer type of width %u", n, type_float_width(ae));
}

/* llvm.mlir.constant: its value against its type, as upstream's
 * ConstantOp::verify (the cases it shares with xlate's checks). */
void vf_check_llvm_constant(Verifier *v, Op *op)
{
	Attr *a = op_attr(op, v->c->sym[SYM_value]);
	if (!a || op->nres != 1)
		return;
	Type *t = op->res[0].type;
	const char *n = op->name->s;
	if (a->kind == ATTR_STRING) {
		if (t->kind != TY_LLVM_ARRAY || t->arr.n != a->s.str->len || t->arr.elt->kind != TY_INT ||
		    t->arr.elt->i.width != 8)
			ERR(v, op, "'%s' op expected array type of %u i8 elements for the string constant", n, a->s.str->len);
		return;
	}
	if (t->kind == TY_LLVM_STRUCT) {
		if (a->kind != ATTR_ARRAY) {
			ERR(v, op, "'%s' op expected array attribute for struct type", n);
		} else if (a->arr.n != t->st.n) {
			ERR(v, op, "'%s' op expected array attribute of size %u", n, t->st.n);
		} else {
			for (unsigned i = 0; i < a->arr.n; i++) {
				Attr *e = a->arr.elts[i];
				if (!int_or_float(t->st.elts[i])) {
					ERR(v, op, "'%s' op expected struct element types to be floating point type or integer type", n);
					return;
				}
				if (e->kind != ATTR_INT && e->kind != ATTR_FLOAT) {
					ERR(v, op, "'%s' op expected element of array attribute to be floating point or integer", n);
					return;
				}
				if (e->type != t->st.elts[i]) {
					ERR(v, op, "'%s' op struct element at index %u is of wrong type", n, i);
					return;
				}
			}
		}
		return;
	}
	switch (a->kind) {
	case ATTR_INT: case ATTR_BOOL:
		if (t->kind != TY_INT)
			ERR(v, op, "'%s' op expected integer type", n);
		break;
	case ATTR_FLOAT:
		if (type_float_width(t) && a->type != t)
			ERR(v, op, "'%s' op attribute and type have different float semantics", n);
		else if (t->kind == TY_INT && t->i.width != type_float_width(a->type))
			ERR(v, op, "'%s' op expected integer type of width %u", n, type_float_width(a->type));
		break;
	case ATTR_ARRAY:
		if (t->kind != TY_LLVM_ARRAY)
			ERR(v, op, "'%s' op expected array or struct type for array attribute", n);
		else
			check_struct_array_constant(v, op, t, a, 0);
		break;
	case ATTR_DENSE: case ATTR_DENSE_RESOURCE:
		if (t->kind != TY_VECTOR && t->kind != TY_LLVM_ARRAY && t->kind != TY_LLVM_VEC)
			ERR(v, op, "'%s' op expected vector or array type", n);
		else if (a->kind == ATTR_DENSE && a->type)
			check_llvm_dense_constant(v, op, a, t);
		break;
	default:
		ERR(v, op, "'%s' op only supports integer, float, string or elements attributes", n);
		break;
	}
}

/* #llvm.zero, however it is held */
static bool is_llvm_zero(Ctx *c, Attr *a)
{
	Out o;
	out_init(&o);
	mlir_print_attr(&o, a);
	bool z = o.buf && !strcmp(o.buf, "#llvm.zero");
	out_free(&o);
	(void)c;
	return z;
}

/* A function llvm.mlir.global_ctors/dtors names: a defined llvm.func */
bool vf_xtor_target_ok(Verifier *v, Sym *opname, Loc loc, Sym *name, bool found, OpKind k, bool body)
{
	const char *msg = !found || k != OP_LLVM_FUNC ? "does not reference a valid LLVM function"
	                  : !body                     ? "does not have a definition"
	                                              : NULL;
	if (msg) {
		v->errors++;
		error_at(v->c, loc, "'%s' op '%s' %s", opname->s, name->s, msg);
	}
	return !msg;
}

/* GlobalCtorsOp/GlobalDtorsOp: the data elements and the counts (a
 * data-less MLIR 19 form has none to count), then each function a
 * defined llvm.func of the module */
void vf_check_xtors(Verifier *v, Op *op)
{
	const char *what = op->kind == OP_LLVM_GLOBAL_CTORS ? "ctors" : "dtors";
	Attr *fs = op_attr_s(v->c, op, what), *pr = op_attr_s(v->c, op, "priorities"), *data = op_attr_s(v->c, op, "data");
	if (!fs || fs->kind != ATTR_ARRAY || !pr || pr->kind != ATTR_ARRAY)
		return;
	if (data && data->kind == ATTR_ARRAY) {
		for (unsigned i = 0; i < data->arr.n; i++)
			if (data->arr.elts[i]->kind != ATTR_SYMREF && !is_llvm_zero(v->c, data->arr.elts[i])) {
				ERR(v, op, "data element must be symbol or #llvm.zero");
				return;
			}
		if (fs->arr.n != pr->arr.n || fs->arr.n != data->arr.n) {
			ERR(v, op, "%s, priorities, and data must have the same number of elements", what);
			return;
		}
	}
	for (unsigned i = 0; i < fs->arr.n; i++) {
		Attr *f = fs->arr.elts[i];
		if (f->kind != ATTR_SYMREF || f->sym.n != 1)
			continue;
		Sym *name = f->sym.path[0];
		if (v->syms) {
			Op *d = map_get(v->syms, name);
			if (!vf_xtor_target_ok(v, op->name, op->loc, name, d, d ? d->kind : OP_UNKNOWN, d && d->nreg && d->regs[0].first))
				return;
		} else if (v->stream) {   /* a function defined later is checked at the end */
			ModSym s;
			if (modsym_get(v->c, name, &s) && (s.own & MS_VERIFIED)) {
				if (!vf_xtor_target_ok(v, op->name, op->loc, name, true, s.kind, s.body))
					return;
			} else {
				LateUse u = {op->kind, op->name, name, op->loc, NULL};
				vec_push(&v->late, u);
			}
		}
	}
}

/* AliasOp::verify and verifyRegions: an element type, a linkage LLVM
 * allows aliases, an initializer that returns a pointer */
void vf_check_llvm_alias(Verifier *v, Op *op)
{
	static const char *const linkages[] = {"external", "internal", "private", "weak", "weak_odr", "linkonce",
	                                       "linkonce_odr", "available_externally", NULL};
	Attr *ty = op_attr_s(v->c, op, "alias_type");
	const char *l = vf_linkage_word(op_attr_s(v->c, op, "linkage"));
	TypeKind k = ty && ty->kind == ATTR_TYPE ? ty->ty->kind : TY_INT;
	if (k == TY_LLVM_VOID || k == TY_LLVM_TOKEN || k == TY_LLVM_METADATA || k == TY_LLVM_LABEL) {
		ERR(v, op, "'%s' op expects type to be a valid element type for an LLVM global alias", op->name->s);
		return;
	}
	bool ok = !l;
	for (unsigned i = 0; l && linkages[i]; i++)
		ok = ok || !strcmp(l, linkages[i]);
	if (!ok) {
		ERR(v, op, "'%s' op '%s' linkage not supported in aliases, available options: private, internal, linkonce, "
		    "weak, linkonce_odr, weak_odr, external or available_externally", op->name->s, l);
		return;
	}
	Op *ret = op->nreg && op->regs[0].first ? op->regs[0].first->last : NULL;
	if (ret && ret->kind == OP_LLVM_RETURN &&
	    (!ret->nopnd || !ret->opnd[0].v || ret->opnd[0].v->type->kind != TY_LLVM_PTR))
		ERR(v, op, "'%s' op initializer region must always return a pointer", op->name->s);
}

/* LandingpadOp::verify: a function with a personality, a clause or
 * cleanup, catch clauses of constants (null, addressof, a bitcast of an
 * addressof) */
void vf_check_landingpad(Verifier *v, Op *op)
{
	if (v->func && v->func->kind == OP_LLVM_FUNC && !op_attr_s(v->c, v->func, "personality")) {
		ERR(v, op, "llvm.landingpad needs to be in a function with a personality");
		return;
	}
	if (!op_attr_s(v->c, op, "cleanup") && !op->nopnd) {
		ERR(v, op, "landingpad instruction expects at least one clause or cleanup attribute");
		return;
	}
	for (unsigned i = 0; i < op->nopnd; i++) {
		Value *x = op->opnd[i].v;
		Op *d = x ? x->def : NULL;
		if (!x || x->type->kind == TY_LLVM_ARRAY)
			continue;   /* filters are not checked, as upstream */
		if (d && d->kind == OP_LLVM_BITCAST) {
			Op *a = d->nopnd && d->opnd[0].v ? d->opnd[0].v->def : NULL;
			if (a && a->kind == OP_LLVM_ADDRESSOF)
				continue;
			ERR(v, op, "constant clauses expected");
			note_at(v->c, d->loc, "global addresses expected as operand to bitcast used in clauses for landingpad");
			return;
		}
		if (d && (d->kind == OP_LLVM_ZERO || d->kind == OP_LLVM_ADDRESSOF))
			continue;
		ERR(v, op, "clause #%u is not a known constant - null, addressof, bitcast", i);
		return;
	}
}

/* #index<cmp_predicate P>, P one of the integer predicates */
