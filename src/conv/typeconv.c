/* typeconv.c - the memoized type converter of the lowering to the llvm
 * dialect (index -> iN, memref -> descriptor struct, n-D vector -> nested
 * arrays, function signatures). */
#include <string.h>

#include "conv/conv.h"

/* The address space of a memory space attribute; ~0u if not an integer. */
unsigned conv_memspace(Attr *ms)
{
	if (!ms)
		return 0;
	if (ms->kind == ATTR_INT)
		return (unsigned)attr_int_zext(ms);
	return ~0u;
}

bool memref_bare_ok(Type *t)
{
	if (t->kind != TY_MEMREF)
		return false;
	int64_t st[64], off;
	if (t->shaped.rank > 64 || !memref_strides(t, st, &off))
		return false;
	if (off == DYN)
		return false;
	/* the canonical layout makes the strides outside a zero extent
	 * symbols (makeCanonicalStridedLayoutExpr): no static strides */
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.shape[i] == DYN || (i > 0 && t->shaped.shape[i] == 0) || st[i] == DYN)
			return false;
	return true;
}

Type *conv_memref_ptr(Conv *cv, Type *t)
{
	Attr *ms = t->kind == TY_UMEMREF ? t->unranked.memspace : t->shaped.memspace;
	unsigned as = conv_memspace(ms);
	if (as == ~0u) {
		/* a pass alone says it once, as upstream's type converter, and
		 * goes on (the ops stay) */
		if (cv->dialects && !map_get(&cv->badspace, ms)) {
			map_put(&cv->badspace, ms, ms);
			Out o = {0};
			diag_attr(cv->c, &o, ms);
			error_nofail_at(cv->c, (Loc){0}, "conversion of memref memory space %.*s to integer address space "
					"failed. Consider adding memory space conversions.", (int)o.len, o.buf);
			out_free(&o);
		}
		return NULL;
	}
	return as ? type_ptr(cv->c, as, NULL) : cv->ptr;
}

Type *conv_memref_desc(Conv *cv, Type *t)
{
	Type *p = conv_memref_ptr(cv, t);
	if (!p)
		return NULL;
	int64_t st[64], off;
	if (t->shaped.rank > 64 || !memref_strides(t, st, &off))
		return NULL;
	if (!conv_type(cv, t->shaped.elt))
		return NULL;
	Type *f[5] = { p, p, cv->ity, NULL, NULL };
	if (t->shaped.rank == 0)
		return type_struct(cv->c, 3, f, false);
	f[3] = f[4] = type_array(cv->c, t->shaped.rank, cv->ity);
	return type_struct(cv->c, 5, f, false);
}

static Type *conv_vector(Conv *cv, Type *t)
{
	Type *e = conv_type(cv, t->shaped.elt);
	if (!e)
		return NULL;
	unsigned r = t->shaped.rank;
	if (r == 0) {
		int64_t one = 1;
		return type_vector(cv->c, 1, &one, NULL, e);
	}
	bool sc = t->shaped.scalable && t->shaped.scalable[r - 1];
	Type *v = type_vector(cv->c, 1, &t->shaped.shape[r - 1], sc ? &sc : NULL, e);
	for (unsigned i = r - 1; i-- > 0;) {
		if (t->shaped.scalable && t->shaped.scalable[i])
			return NULL;
		v = type_array(cv->c, (uint64_t)t->shaped.shape[i], v);
	}
	return v;
}

static Type open_struct;   /* conv_type's memo: a named struct being converted */

/* A struct with its elements converted.  An identified struct whose body
 * needs no conversion stays itself; otherwise it becomes the identified
 * struct `_Converted.name` (identified bodies cannot be changed). */
static Type *conv_struct(Conv *cv, Type *t)
{
	if (t->st.name && (t->st.opaque || !t->st.has_body))
		return t;
	/* a recursive struct reaches itself in its body: there it stands for
	 * itself, and if the body changes the struct cannot be converted (it
	 * once recursed until the stack ran out) */
	bool outer_ref = cv->self_ref;
	cv->self_ref = false;
	if (t->st.name)
		map_put(&cv->types, t, &open_struct);
	Type *buf[64], **el = t->st.n <= 64 ? buf : xmalloc(t->st.n * sizeof *el);
	Type *r = NULL;
	bool same = true;
	for (unsigned i = 0; i < t->st.n; i++) {
		if (!(el[i] = conv_type(cv, t->st.elts[i])))
			goto done;
		same &= el[i] == t->st.elts[i];
	}
	if (same) {
		r = t;
	} else if (t->st.name && cv->self_ref) {
		r = NULL;
	} else if (t->st.name) {
		char *nm = xmalloc(t->st.name->len + 12);
		memcpy(nm, "_Converted.", 11);
		memcpy(nm + 11, t->st.name->s, t->st.name->len + 1);
		r = type_struct_named(cv->c, intern(cv->c, nm, t->st.name->len + 11));
		free(nm);
		if (!type_struct_set_body(cv->c, r, t->st.n, el, t->st.packed))
			r = NULL;   /* a different _Converted.name exists already */
	} else {
		r = type_struct(cv->c, t->st.n, el, t->st.packed);
	}
done:
	if (el != buf)
		free(el);
	if (t->st.name && !r)
		map_put(&cv->types, t, t);   /* no longer open (the error is the caller's) */
	cv->self_ref |= outer_ref;
	return r;
}

static Type *conv_llfunc(Conv *cv, Type *t)
{
	Type *ret = conv_type(cv, t->llfn.ret);
	if (!ret)
		return NULL;
	Type **ps = xmalloc((t->llfn.n + 1) * sizeof *ps);
	Type *r = NULL;
	for (unsigned i = 0; i < t->llfn.n; i++)
		if (!(ps[i] = conv_type(cv, t->llfn.params[i])))
			goto out;
	r = type_llfunc(cv->c, ret, t->llfn.n, ps, t->llfn.vararg);
out:
	free(ps);
	return r;
}

static Type *conv_uncached(Conv *cv, Type *t)
{
	Type *e;
	switch (t->kind) {
	case TY_INT:
		return t->i.sign == SIGNLESS ? t : type_i(cv->c, t->i.width);
	case TY_INDEX:
		return cv->ity;
	case TY_F16: case TY_BF16: case TY_F32: case TY_F64: case TY_F80: case TY_F128:
		return t;
#define X(k, name, w, e, m, bias, nf) case k: return type_i(cv->c, w);   /* LLVM has no such floats */
	XF8(X)
#undef X
	case TY_COMPLEX:
		if (!(e = conv_type(cv, t->complex.elt)))
			return NULL;
		return type_struct(cv->c, 2, (Type *[]){ e, e }, false);
	case TY_VECTOR:
		return conv_vector(cv, t);
	case TY_MEMREF:
		return conv_memref_desc(cv, t);
	case TY_UMEMREF:
		if (!conv_memref_ptr(cv, t) || !conv_type(cv, t->unranked.elt))
			return NULL;
		return type_struct(cv->c, 2, (Type *[]){ cv->ity, cv->ptr }, false);
	case TY_FUNC:
		return cv->ptr;
	case TY_LLVM_PTR: case TY_LLVM_VOID: case TY_LLVM_LABEL: case TY_LLVM_METADATA:
	case TY_LLVM_TOKEN: case TY_LLVM_PPC_FP128: case TY_LLVM_X86_MMX: case TY_LLVM_X86_AMX:
	case TY_LLVM_TARGET:
		return t;
	case TY_LLVM_ARRAY:
		if (!(e = conv_type(cv, t->arr.elt)))
			return NULL;
		return type_array(cv->c, t->arr.n, e);
	case TY_LLVM_VEC:
		if (!(e = conv_type(cv, t->llvec.elt)))
			return NULL;
		return type_llvec(cv->c, t->llvec.n, e, t->llvec.scalable);
	case TY_LLVM_STRUCT:
		return conv_struct(cv, t);
	case TY_LLVM_FUNC:
		return conv_llfunc(cv, t);
	default:
		return NULL;
	}
}

Type *conv_type(Conv *cv, Type *t)
{
	if (!t)
		return NULL;
	Type *r = map_get(&cv->types, t);
	if (r == &open_struct) {
		cv->self_ref = true;
		return t;
	}
	if (r)
		return r;
	r = conv_uncached(cv, t);
	if (r) {
		map_put(&cv->types, t, r);
		map_put(&cv->types, r, r);
	}
	return r;
}

Type *conv_results(Conv *cv, unsigned n, Type **outs, bool bare)
{
	if (n == 0)
		return cv->voidt;
	Type *buf[16], **el = n <= 16 ? buf : xmalloc(n * sizeof *el);
	Type *r = NULL;
	for (unsigned i = 0; i < n; i++) {
		Type *t = outs[i];
		if (bare && t->kind == TY_MEMREF) {
			if (!memref_bare_ok(t) || !conv_type(cv, t))
				goto out;
			el[i] = conv_memref_ptr(cv, t);
		} else if (bare && t->kind == TY_UMEMREF) {
			goto out;
		} else {
			el[i] = conv_type(cv, t);
		}
		if (!el[i])
			goto out;
	}
	r = n == 1 ? el[0] : type_struct(cv->c, n, el, false);
out:
	if (el != buf)
		free(el);
	return r;
}

Type *conv_func_sig(Conv *cv, Type *ft, bool vararg, bool bare)
{
	VEC(Type *) ps = {0};
	Type *r = NULL, *ret;
	for (unsigned i = 0; i < ft->fn.nin; i++) {
		Type *t = ft->fn.ins[i];
		if (t->kind == TY_MEMREF && bare) {
			Type *q = memref_bare_ok(t) && conv_type(cv, t) ? conv_memref_ptr(cv, t) : NULL;
			if (!q)   /* also for a memory space with no address space */
				goto bad;
			vec_push(&ps, q);
		} else if (t->kind == TY_MEMREF) {
			Type *d = conv_type(cv, t);
			if (!d)
				goto bad;
			vec_push(&ps, d->st.elts[0]);
			vec_push(&ps, d->st.elts[1]);
			for (unsigned k = 0; k < 1 + 2 * t->shaped.rank; k++)
				vec_push(&ps, cv->ity);
		} else if (t->kind == TY_UMEMREF) {
			if (bare || !conv_type(cv, t))
				goto bad;
			vec_push(&ps, cv->ity);
			vec_push(&ps, cv->ptr);
		} else {
			Type *c = conv_type(cv, t);
			if (!c)
				goto bad;
			vec_push(&ps, c);
		}
	}
	ret = conv_results(cv, ft->fn.nout, ft->fn.outs, bare);
	if (!ret)
		goto bad;
	r = type_llfunc(cv->c, ret, ps.n, ps.v, vararg);
	vec_free(&ps);
	return r;
bad:
	vec_free(&ps);
	return NULL;
}
