/* ll_print.c - the .ll printer: a module in the LLVM dialect printed as
 * LLVM IR text, the way mlir-translate-19 --mlir-to-llvmir prints it.
 * Owns the module level (target lines, identified struct types, comdats,
 * globals, function headers, attributes, metadata), types and names.
 * Function bodies are laid out in ll_body.c, instructions are in
 * ll_inst.c, constants in ll_const.c, intrinsics in ll_intr.c. */
#include <string.h>

#include "ll_print.h"

/* ---------------------------------------------------------------- maps */

/* The slot of key in a map of VSlots; with insert, created (c NULL, num
 * -1) if absent. */
VSlot *lp_map_get(Map *m, void *key, bool insert)
{
	if (!insert)
		return map_find(m, key);
	bool added;
	VSlot *s = map_slot(m, key, &added);
	if (added)
		s->num = -1;
	return s;
}

VSlot *lp_val(LLP *p, Value *v, bool insert)
{
	if (!v)
		return NULL;
	uint32_t i = v->pslot;
	if (i < p->vals.n && p->vals.v[i].v == v)
		return &p->vals.v[i].s;
	if (!insert)
		return NULL;
	v->pslot = p->vals.n;
	vec_push(&p->vals, ((struct ValSlot){v, {.num = -1}}));
	return &p->vals.v[v->pslot].s;
}

void lp_vals_clear(LLP *p, size_t expect)
{
	size_t want = 8;   /* room for as many as a map_clear'ed Map holds before it grows */
	while (want < expect)
		want *= 2;
	p->vals.n = 0;
	if (want > p->vals.cap) {
		p->vals.v = xrealloc(p->vals.v, want * sizeof *p->vals.v);
		p->vals.cap = (unsigned)want;
	}
}

/* Number of values (arguments and results) in a region, to size maps;
 * *nblocks (if asked) its blocks. */
size_t lp_region_values(Region *r, size_t *nblocks)
{
	size_t n = 0, nb = 0;
	for (Block *b = r->first; b; b = b->next) {
		nb++;
		n += b->nargs;
		for (Op *op = b->first; op; op = op->next)
			n += op->nres + op->nsucc;
	}
	if (nblocks)
		*nblocks = nb;
	return n;
}


/* ---------------------------------------------------------------- names */

static bool plain_name(const char *s, size_t n)
{
	if (!n)
		return false;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
			  ch == '-' || ch == '$' || ch == '.' || ch == '_' ||
			  (i > 0 && ch >= '0' && ch <= '9');
		if (!ok)
			return false;
	}
	return true;
}

/* "..." with LLVM's escapes (\\ for '\\', \XX for '"' and unprintable
 * bytes), as llvm-dis 14-22 write them. */
void lp_quoted(Out *o, const char *s, size_t n)
{
	static const char hex[] = "0123456789ABCDEF";
	out_ch(o, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\') {
			out_ch(o, (char)ch);
		} else if (ch == '\\') {
			out_mem(o, "\\\\", 2);
		} else {
			char e[3] = {'\\', hex[ch >> 4], hex[ch & 15]};
			out_mem(o, e, 3);
		}
	}
	out_ch(o, '"');
}

static void local_name(Out *o, Sym *name)
{
	if (plain_name(name->s, name->len))
		out_mem(o, name->s, name->len);
	else
		lp_quoted(o, name->s, name->len);
}

/* %name of an identified struct.  The one named "" (MLIR 19's name for
 * LLVM's numbered struct types) is numbered: %0, the only numbered type. */
static void struct_name(Out *o, Sym *name)
{
	out_ch(o, '%');
	if (name->len)
		local_name(o, name);
	else
		out_ch(o, '0');
}

void lp_global_name(Out *o, Sym *name)
{
	out_ch(o, '@');
	local_name(o, name);
}

/* ---------------------------------------------------------------- attrs */

/* Most names asked for are absent: the first byte rules most out. */
Attr *lp_attr(Op *op, const char *name)
{
	for (unsigned i = 0; i < op->nattr; i++) {
		const char *s = op->attrs[i].name->s;
		if (s[0] == name[0] && strcmp(s, name) == 0)
			return op->attrs[i].attr;
	}
	return NULL;
}

int64_t lp_attr_i64(Op *op, const char *name, int64_t dflt)
{
	Attr *a = lp_attr(op, name);
	if (a && a->kind == ATTR_INT)
		return attr_int_sext(a);
	if (a && a->kind == ATTR_BOOL)
		return a->b;
	return dflt;
}

/* The body of an opaque dialect attribute ("internal" of
 * #llvm.linkage<internal>), or NULL. */
const char *lp_opaque_body(Op *op, const char *name)
{
	Attr *a = lp_attr(op, name);
	if (a && a->kind == ATTR_LLVM)
		return llattr_enum_word(a);
	return a && a->kind == ATTR_OPAQUE && a->opaque.body ? a->opaque.body->s : NULL;
}

/* ---------------------------------------------------------------- types */

bool lp_is_void(Type *t)
{
	return !t || t->kind == TY_LLVM_VOID;
}

static void type_error(LLP *p, Type *t)
{
	static const char *const kinds[] = {
#define X(k, doc) doc,
		XTYPES(X)
#undef X
	};
	error_at(p->c, p->cur_fn ? p->cur_fn->loc : (Loc){0}, "type %s has no LLVM IR equivalent",
		 kinds[t->kind]);
	p->nerr++;
}

/* !llvm.target<"name", i32, 0> body: types re-spelled in LLVM syntax. */
static void target_type(LLP *p, Out *o, Type *t)
{
	const char *s = t->opaque.body ? t->opaque.body->s : "";
	out_str(o, "target(");
	while (*s) {
		while (*s == ' ')
			s++;
		const char *e = s;
		if (*e == '"') {
			for (e++; *e && *e != '"'; e++)
				if (*e == '\\' && e[1])
					e++;
			if (*e)
				e++;
		}
		int depth = 0;
		while (*e && (depth || *e != ',')) {
			depth += *e == '<' || *e == '(';
			depth -= *e == '>' || *e == ')';
			e++;
		}
		size_t n = (size_t)(e - s);
		while (n && s[n - 1] == ' ')
			n--;
		static const struct { const char *m, *l; } names[] = {
			{"f16", "half"}, {"bf16", "bfloat"}, {"f32", "float"}, {"f64", "double"},
			{"f80", "x86_fp80"}, {"f128", "fp128"}, {"!llvm.ptr", "ptr"},
		};
		const char *rep = NULL;
		for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
			if (strlen(names[i].m) == n && memcmp(names[i].m, s, n) == 0)
				rep = names[i].l;
		if (rep)
			out_str(o, rep);
		else
			out_mem(o, s, n);
		s = e;
		if (*s == ',') {
			out_str(o, ", ");
			s++;
		}
	}
	out_ch(o, ')');
	(void)p;
}

static void type_text(LLP *p, Out *o, Type *t);

/* Aggregate types (memref descriptors: { ptr, ptr, i64, [1 x i64], ... })
 * are printed over and over: their text is made once and copied after. */
void lp_type(LLP *p, Out *o, Type *t)
{
	bool typed_ptr = p->typed && t->kind == TY_LLVM_PTR;   /* T* (ll_typed.c), not the "ptr" lltext holds */
	if (t->lltext && !typed_ptr) {
		out_sym(o, t->lltext);
		return;
	}
	switch (t->kind) {
	case TY_INT: case TY_F16: case TY_BF16: case TY_F32: case TY_F64: case TY_F80: case TY_F128:
	case TY_LLVM_PPC_FP128: case TY_LLVM_VOID: case TY_LLVM_LABEL: case TY_LLVM_METADATA: case TY_LLVM_TOKEN:
	case TY_LLVM_X86_MMX: case TY_LLVM_X86_AMX: case TY_LLVM_PTR: {
		if (typed_ptr)
			break;
		/* the same text wherever printed: kept in the type */
		Out txt;
		out_init(&txt);
		type_text(p, &txt, t);
		t->lltext = intern(p->c, txt.buf ? txt.buf : "", txt.len);
		out_free(&txt);
		out_sym(o, t->lltext);
		return;
	}
	case TY_LLVM_STRUCT:
		if (t->st.name)
			break;
		/* fall through */
	case TY_LLVM_ARRAY: case TY_LLVM_VEC: case TY_VECTOR: case TY_LLVM_FUNC: {
		VSlot *s = lp_map_get(&p->type_texts, t, true);
		if (s->num < 0) {
			Out txt;
			out_init(&txt);
			type_text(p, &txt, t);
			s = lp_map_get(&p->type_texts, t, false);   /* the map may have moved */
			s->num = (long)p->texts.n;
			vec_push(&p->texts, intern(p->c, txt.buf ? txt.buf : "", txt.len));
			out_free(&txt);
		}
		out_sym(o, p->texts.v[s->num]);
		return;
	}
	default:
		break;
	}
	type_text(p, o, t);
}

static void type_text(LLP *p, Out *o, Type *t)
{
	switch (t->kind) {
	case TY_INT:
		out_ch(o, 'i');
		out_u64(o, t->i.width);
		break;
	case TY_INDEX:
		out_fmt(o, "i%u", p->c->index_bitwidth ? p->c->index_bitwidth : 64);
		break;
	case TY_F16: out_str(o, "half"); break;
	case TY_BF16: out_str(o, "bfloat"); break;
	case TY_F32: out_str(o, "float"); break;
	case TY_F64: out_str(o, "double"); break;
	case TY_F80: out_str(o, "x86_fp80"); break;
	case TY_F128: out_str(o, "fp128"); break;
	case TY_LLVM_PPC_FP128: out_str(o, "ppc_fp128"); break;
	case TY_LLVM_VOID: out_str(o, "void"); break;
	case TY_LLVM_LABEL: out_str(o, "label"); break;
	case TY_LLVM_METADATA: out_str(o, "metadata"); break;
	case TY_LLVM_TOKEN: out_str(o, "token"); break;
	case TY_LLVM_X86_MMX: out_str(o, "x86_mmx"); break;
	case TY_LLVM_X86_AMX: out_str(o, "x86_amx"); break;
	case TY_LLVM_PTR:
		if (p->typed) {   /* LLVM 14: T*, i8* when opaque (ll_typed.c) */
			lp_ptr_to(p, o, t->ptr.pointee ? t->ptr.pointee : type_i(p->c, 8), t->ptr.addrspace);
			break;
		}
		out_str(o, "ptr");
		if (t->ptr.addrspace)
			out_fmt(o, " addrspace(%u)", t->ptr.addrspace);
		break;
	case TY_VECTOR:
		if (t->shaped.rank != 1) {
			type_error(p, t);
			break;
		}
		out_ch(o, '<');
		if (t->shaped.scalable && t->shaped.scalable[0])
			out_str(o, "vscale x ");
		out_i64(o, t->shaped.shape[0]);
		out_str(o, " x ");
		lp_type(p, o, t->shaped.elt);
		out_ch(o, '>');
		break;
	case TY_LLVM_VEC:
		out_ch(o, '<');
		if (t->llvec.scalable)
			out_str(o, "vscale x ");
		out_u64(o, t->llvec.n);
		out_str(o, " x ");
		lp_type(p, o, t->llvec.elt);
		out_ch(o, '>');
		break;
	case TY_LLVM_ARRAY:
		out_ch(o, '[');
		out_u64(o, t->arr.n);
		out_str(o, " x ");
		lp_type(p, o, t->arr.elt);
		out_ch(o, ']');
		break;
	case TY_LLVM_STRUCT:
		if (t->st.name) {
			struct_name(o, t->st.name);
			VSlot *s = lp_map_get(&p->struct_seen, t, true);
			if (s->num < 0) {
				s->num = 1;
				vec_push(&p->structs, t);
			}
			break;
		}
		out_str(o, t->st.packed ? "<{" : "{");
		for (unsigned i = 0; i < t->st.n; i++) {
			out_str(o, i ? ", " : " ");
			lp_type(p, o, t->st.elts[i]);
		}
		out_str(o, t->st.n ? " }" : "}");
		if (t->st.packed)
			out_ch(o, '>');
		break;
	case TY_LLVM_FUNC:
		lp_type(p, o, t->llfn.ret);
		out_str(o, " (");
		for (unsigned i = 0; i < t->llfn.n; i++) {
			if (i)
				out_str(o, ", ");
			lp_type(p, o, t->llfn.params[i]);
		}
		if (t->llfn.vararg)
			out_str(o, t->llfn.n ? ", ..." : "...");
		out_ch(o, ')');
		break;
	case TY_LLVM_TARGET:
		target_type(p, o, t);
		break;
	default:
		type_error(p, t);
		out_str(o, "void");
		break;
	}
}

/* ---------------------------------------------------------------- module parts */

static const char *linkage_of(Op *op)
{
	const char *l = lp_opaque_body(op, "linkage");
	return l ? l : "external";
}

/* Whether op's dso_local is printed: private and internal linkage and
 * hidden or protected visibility make a symbol dso_local implicitly
 * (LLVM does not print it then). */
static bool prints_dso_local(Op *op, const char *link)
{
	return lp_attr(op, "dso_local") && strcmp(link, "private") != 0 && strcmp(link, "internal") != 0 &&
	       !lp_attr_i64(op, "visibility_", 0);
}

static void print_linkage(Out *o, const char *l)
{
	if (strcmp(l, "external") != 0) {
		out_str(o, l);
		out_ch(o, ' ');
	}
}

static void print_visibility(Out *o, Op *op)
{
	int64_t v = lp_attr_i64(op, "visibility_", 0);
	if (v == 1)
		out_str(o, "hidden ");
	else if (v == 2)
		out_str(o, "protected ");
}

static void print_unnamed_addr(Out *o, Op *op)
{
	int64_t v = lp_attr_i64(op, "unnamed_addr", 0);
	if (v == 1)
		out_str(o, "local_unnamed_addr ");
	else if (v == 2)
		out_str(o, "unnamed_addr ");
}

/* ", comdat($sel)" / " comdat($sel)" from comdat = @__llvm_comdat::@sel */
static void print_comdat(Out *o, Op *op, const char *lead)
{
	Attr *a = lp_attr(op, "comdat");
	if (!a || a->kind != ATTR_SYMREF || !a->sym.n)
		return;
	Sym *sel = a->sym.path[a->sym.n - 1];
	Attr *name = lp_attr(op, "sym_name");
	out_str(o, lead);
	if (name && name->kind == ATTR_STRING && name->s.str == sel) {
		out_str(o, "comdat");
		return;
	}
	out_str(o, "comdat($");
	local_name(o, sel);
	out_ch(o, ')');
}

static void print_comdats(LLP *p, Out *o, Op *cd)
{
	static const char *const kinds[] = {"any", "exactmatch", "largest", "nodeduplicate", "samesize"};
	if (!cd->nreg)
		return;
	for (Block *b = cd->regs[0].first; b; b = b->next)
		for (Op *s = b->first; s; s = s->next) {
			Attr *n = lp_attr(s, "sym_name");
			if (s->kind != OP_LLVM_COMDAT_SELECTOR || !n || n->kind != ATTR_STRING)
				continue;
			VSlot *seen = lp_map_get(&p->comdat_seen, n->s.str, true);
			if (!seen->num) {
				error_at(p->c, s->loc, "comdat selection symbols must be unique even in different comdat "
				         "regions");
				p->nerr++;
				return;
			}
			seen->num = 0;
			int64_t k = lp_attr_i64(s, "comdat", 0);
			out_ch(o, '$');
			local_name(o, n->s.str);
			out_fmt(o, " = comdat %s\n", k >= 0 && k < 5 ? kinds[k] : "any");
		}
}

/* The initializer of a global: the value attribute, or the folded result
 * of its initializer region.  NULL if it has neither. */
static LLConst *global_init(LLP *p, Op *g, Type *ty)
{
	Attr *v = lp_attr(g, "value");
	if (v)
		return lc_from_attr(p, g, v, ty);
	if (!g->nreg || !g->regs[0].first)
		return NULL;
	lp_vals_clear(p, lp_region_values(&g->regs[0], NULL));
	for (Op *op = g->regs[0].first->first; op; op = op->next) {
		if (op->kind == OP_LLVM_RETURN) {
			if (op->nopnd != 1)
				break;
			VSlot *s = lp_val(p, op->opnd[0].v, false);
			return s ? s->c : NULL;
		}
		LLConst *k = lc_fold_op(p, op);
		if (!k) {
			if (!p->c->nerrors)
				error_at(p->c, op->loc, "cannot translate '%s' to an LLVM constant", op->name->s);
			p->nerr++;
			return NULL;
		}
		if (op->nres)
			lp_val(p, &op->res[0], true)->c = k;
	}
	return NULL;
}

/* A global variable's value type by name (p->gsizes), for the inbounds
 * LLVM infers on constant GEPs within it; extern_weak ones may be null. */
static void note_global(LLP *p, Op *g)
{
	Attr *name = lp_attr(g, "sym_name"), *gt = lp_attr(g, "global_type");
	if (name && name->kind == ATTR_STRING) {
		ModSym m;
		modsym_get(p->c, name->s.str, &m);
		m.own |= MS_PRINTED;
		modsym_put(p->c, name->s.str, &m);
	}
	if (g->kind == OP_LLVM_GLOBAL && name && name->kind == ATTR_STRING && gt && gt->kind == ATTR_TYPE &&
	    strcmp(linkage_of(g), "extern_weak") != 0 && !p->typed)
		map_put(&p->gsizes, name->s.str, gt->ty);
}

static void print_global(LLP *p, Out *o, Op *g)
{
	Attr *name = lp_attr(g, "sym_name");
	Attr *gt = lp_attr(g, "global_type");
	Attr *v = lp_attr(g, "value");
	if (!name || name->kind != ATTR_STRING) {
		error_at(p->c, g->loc, "global without a name");
		p->nerr++;
		return;
	}
	Type *ty = gt && gt->kind == ATTR_TYPE ? gt->ty : NULL;
	if (v && v->kind == ATTR_STRING && !ty)
		ty = type_array(p->c, v->s.str->len, type_i(p->c, 8));
	if (!ty) {
		error_at(p->c, g->loc, "global without a type");
		p->nerr++;
		return;
	}
	const char *link = linkage_of(g);
	note_global(p, g);
	LLConst *init = global_init(p, g, ty);
	bool ext = strcmp(link, "external") == 0, extweak = strcmp(link, "extern_weak") == 0;
	bool drop = (ext && !init) || extweak;
	if (drop)
		init = NULL;
	else if (!init)
		init = lc_new(p, LC_UNDEF, ty);

	lp_global_name(o, name->s.str);
	out_str(o, " = ");
	if (ext && !init)
		out_str(o, "external ");
	else
		print_linkage(o, link);
	if (prints_dso_local(g, link))
		out_str(o, "dso_local ");
	print_visibility(o, g);
	if (lp_attr(g, "thread_local_"))
		out_str(o, "thread_local ");
	print_unnamed_addr(o, g);
	int64_t as = lp_attr_i64(g, "addr_space", 0);
	if (as)
		out_fmt(o, "addrspace(%u) ", (unsigned)as);
	if (lp_attr(g, "externally_initialized") && (gen_of(p->c->llvm_version)->translates & GT_EXT_INIT))
		out_str(o, "externally_initialized ");
	out_str(o, lp_attr(g, "constant") ? "constant " : "global ");
	Type *tty = p->typed ? lp_typed_global(p, name->s.str) : NULL;   /* LLVM 14 (ll_typed.c) */
	lp_type(p, o, tty ? tty : ty);
	if (init) {
		out_ch(o, ' ');
		if (tty)
			lp_const_as(p, o, init, tty);
		else
			lc_print(p, o, init);
	}
	Attr *sec = lp_attr(g, "section");
	if (sec && sec->kind == ATTR_STRING) {
		out_str(o, ", section ");
		lp_quoted(o, sec->s.str->s, sec->s.str->len);
	}
	print_comdat(o, g, ", ");
	int64_t al = lp_attr_i64(g, "alignment", 0);
	if (al > 0)
		out_fmt(o, ", align %lld", (long long)al);
	Attr *ta = lp_attr(g, "target_specific_attrs");   /* MLIR 21+ */
	if (ta && ta->kind == ATTR_ARRAY && (gen_of(p->c->llvm_version)->translates & GT_GLOBAL_ATTRS)) {
		Out fa;
		out_init(&fa);
		for (unsigned i = 0; i < ta->arr.n; i++)
			lp_passthrough_attr(&fa, ta->arr.elts[i]);
		lp_fn_attr_group(p, o, &fa);
		out_free(&fa);
	}
	out_ch(o, '\n');
}

Attr *array_elt(Attr *a, unsigned i)
{
	return a && a->kind == ATTR_ARRAY && i < a->arr.n ? a->arr.elts[i] : NULL;
}

static void print_function(LLP *p, Out *o, Op *fn)
{
	Attr *name = lp_attr(fn, "sym_name");
	Attr *fta = lp_attr(fn, "function_type");
	if (!name || name->kind != ATTR_STRING || !fta || fta->kind != ATTR_TYPE ||
	    fta->ty->kind != TY_LLVM_FUNC) {
		error_at(p->c, fn->loc, "llvm.func without a name or function type");
		p->nerr++;
		return;
	}
	if (!lp_passthrough_ok(p, fn)) {
		p->nerr++;
		return;
	}
	p->cur_fn = fn;
	Type *ft = fta->ty;
	bool decl = !fn->nreg || !fn->regs[0].first;
	const char *link = linkage_of(fn);
	/* its attribute group first: LLVM's printer names its attributes in a
	 * comment line before the function */
	Out fa;
	out_init(&fa);
	lp_signature_attrs(p, &fa, fn);
	if (!decl)
		lp_definition_attrs(p, &fa, fn);
	if (gen_of(p->c->llvm_version)->translates & GT_DECL_TARGET)
		lp_target_attrs(p, &fa, fn);
	lp_passthrough_attrs(p, &fa, lp_attr(fn, "passthrough"));
	Sym *group;
	long gnum = lp_fn_attr_set(p, &fa, &group);
	out_free(&fa);
	lp_fn_attrs_comment(o, group);
	out_str(o, decl ? "declare" : "define");
	if (decl)   /* a declaration's metadata attachments come first */
		lp_kernel_md(p, o, fn);
	out_ch(o, ' ');
	print_linkage(o, link);
	if (prints_dso_local(fn, link))
		out_str(o, "dso_local ");
	print_visibility(o, fn);
	char ccbuf[48];
	const char *cc = ll_cconv_keyword(lp_opaque_body(fn, "CConv"), ccbuf, sizeof ccbuf);
	if (cc)
		out_fmt(o, "%s ", cc);
	Attr *ra = array_elt(lp_attr(fn, "res_attrs"), 0);
	Out tmp;
	out_init(&tmp);
	lp_param_attrs(p, &tmp, ra);
	if (tmp.len) {
		out_mem(o, tmp.buf + 1, tmp.len - 1);
		out_ch(o, ' ');
	}
	out_free(&tmp);
	Type *tft = p->typed ? lp_typed_global(p, name->s.str) : NULL;   /* LLVM 14 (ll_typed.c) */
	if (tft && tft->kind == TY_LLVM_FUNC && tft->llfn.n == ft->llfn.n)
		ft = tft;
	lp_type(p, o, ft->llfn.ret);
	out_ch(o, ' ');
	lp_global_name(o, name->s.str);
	out_ch(o, '(');
	Attr *aa = lp_attr(fn, "arg_attrs");
	for (unsigned i = 0; i < ft->llfn.n; i++) {
		if (i)
			out_str(o, ", ");
		lp_type(p, o, ft->llfn.params[i]);
		lp_param_attrs(p, o, array_elt(aa, i));
		if (!decl) {
			out_str(o, " %");
			out_u64(o, i);
		}
	}
	if (ft->llfn.vararg)
		out_str(o, ft->llfn.n ? ", ..." : "...");
	out_ch(o, ')');
	int64_t ua = lp_attr_i64(fn, "unnamed_addr", 0);
	if (ua == 1)
		out_str(o, " local_unnamed_addr");
	else if (ua == 2)
		out_str(o, " unnamed_addr");
	if (gnum >= 0) {
		out_str(o, " #");
		out_i64(o, gnum);
	}
	Attr *sec = lp_attr(fn, "section");
	if (sec && sec->kind == ATTR_STRING) {
		out_str(o, " section ");
		lp_quoted(o, sec->s.str->s, sec->s.str->len);
	}
	print_comdat(o, fn, " ");
	int64_t al = lp_attr_i64(fn, "alignment", 0);
	if (al > 0)
		out_fmt(o, " align %lld", (long long)al);
	Attr *gc = lp_attr(fn, "garbageCollector");
	if (gc && gc->kind == ATTR_STRING) {
		out_str(o, " gc ");
		lp_quoted(o, gc->s.str->s, gc->s.str->len);
	}
	Attr *pers = lp_attr(fn, "personality");
	if (pers && pers->kind == ATTR_SYMREF && pers->sym.n) {
		out_str(o, " personality ptr ");
		lp_global_name(o, pers->sym.path[pers->sym.n - 1]);
	}
	Attr *fec = lp_attr(fn, "function_entry_count");
	if (fec && fec->kind == ATTR_INT && !decl)
		lp_entry_count(p, o, attr_int_zext(fec));
	if (!decl)
		lp_kernel_md(p, o, fn);
	if (decl) {
		out_ch(o, '\n');
		p->cur_fn = NULL;
		return;
	}
	out_str(o, " {\n");
	Out *saved = p->o;
	p->o = o;
	lp_function_body(p, fn);
	p->o = saved;
	out_str(o, "}\n");
	p->cur_fn = NULL;
}

/* "@a = linkage [dso_local] visibility [thread_local] [unnamed_addr] ":
 * dso_local is implied (not printed) by local linkage or a visibility;
 * mlir-translate-22 sets it on ifuncs only, not on aliases */
static void alias_head(Out *o, Op *a, Sym *name)
{
	const char *link = linkage_of(a);
	lp_global_name(o, name);
	out_str(o, " = ");
	print_linkage(o, link);
	if (a->kind == OP_LLVM_IFUNC && prints_dso_local(a, link))
		out_str(o, "dso_local ");
	print_visibility(o, a);
	if (lp_attr(a, "thread_local_"))
		out_str(o, "thread_local ");
	print_unnamed_addr(o, a);
}

static void print_alias(LLP *p, Out *o, Op *a)
{
	Attr *name = lp_attr(a, "sym_name");
	Attr *at = lp_attr(a, "alias_type");
	if (!name || name->kind != ATTR_STRING || !at || at->kind != ATTR_TYPE)
		return;
	lp_vals_clear(p, a->nreg ? lp_region_values(&a->regs[0], NULL) : 0);
	LLConst *init = NULL;
	if (a->nreg && a->regs[0].first)
		for (Op *op = a->regs[0].first->first; op; op = op->next) {
			if (op->kind == OP_LLVM_RETURN && op->nopnd == 1) {
				VSlot *s = lp_val(p, op->opnd[0].v, false);
				init = s ? s->c : NULL;
				break;
			}
			LLConst *k = lc_fold_op(p, op);
			if (op->nres && k)
				lp_val(p, &op->res[0], true)->c = k;
		}
	if (!init) {
		error_at(p->c, a->loc, "alias without a constant aliasee");
		p->nerr++;
		return;
	}
	alias_head(o, a, name->s.str);
	out_str(o, "alias ");
	lp_type(p, o, at->ty);
	out_str(o, ", ");
	if (init->k == LC_EXPR)   /* as LLVM's writer: a constant expression without its type */
		lc_print(p, o, init);
	else
		lc_print_typed(p, o, init);
	out_ch(o, '\n');
}

/* @f = [linkage] ... ifunc T, ptr @resolver */
static void print_ifunc(LLP *p, Out *o, Op *f)
{
	Attr *name = lp_attr(f, "sym_name"), *ft = lp_attr(f, "i_func_type"), *r = lp_attr(f, "resolver");
	Attr *rt = lp_attr(f, "resolver_type");
	if (!name || name->kind != ATTR_STRING || !ft || ft->kind != ATTR_TYPE || !r || r->kind != ATTR_SYMREF ||
	    !r->sym.n) {
		error_at(p->c, f->loc, "malformed 'llvm.mlir.ifunc'");
		p->nerr++;
		return;
	}
	alias_head(o, f, name->s.str);
	out_str(o, "ifunc ");
	lp_type(p, o, ft->ty);
	out_str(o, ", ");
	if (rt && rt->kind == ATTR_TYPE)
		lp_type(p, o, rt->ty);
	else
		out_str(o, "ptr");
	out_ch(o, ' ');
	lp_global_name(o, r->sym.path[r->sym.n - 1]);
	out_ch(o, '\n');
}

/* llvm.mlir.global_ctors / global_dtors: the @llvm.global_ctors array
 * (mlir-translate writes null for every data element) */
static void print_structors(LLP *p, Out *o, Op *op)
{
	bool ctors = op->kind == OP_LLVM_GLOBAL_CTORS;
	Attr *fs = lp_attr(op, ctors ? "ctors" : "dtors"), *pr = lp_attr(op, "priorities");
	unsigned n = fs && fs->kind == ATTR_ARRAY ? fs->arr.n : 0;
	if (!n) {
		if (gen_of(p->c->llvm_version)->translates & GT_EMPTY_STRUCTORS)
			out_fmt(o, "@llvm.global_%s = appending global [0 x { i32, ptr, ptr }] zeroinitializer\n",
			        ctors ? "ctors" : "dtors");
		return;
	}
	out_fmt(o, "@llvm.global_%s = appending global [%u x { i32, ptr, ptr }] [", ctors ? "ctors" : "dtors", n);
	for (unsigned i = 0; i < n; i++) {
		Attr *f = fs->arr.elts[i];
		Attr *q = pr && pr->kind == ATTR_ARRAY && i < pr->arr.n ? pr->arr.elts[i] : NULL;
		out_fmt(o, "%s{ i32, ptr, ptr } { i32 %lld, ptr ", i ? ", " : "",
			(long long)(q && q->kind == ATTR_INT ? attr_int_sext(q) : 65535));
		if (f->kind == ATTR_SYMREF && f->sym.n)
			lp_global_name(o, f->sym.path[f->sym.n - 1]);
		else
			out_str(o, "null");
		out_str(o, ", ptr null }");
	}
	out_str(o, "]\n");
}

static void struct_defs(LLP *p, Out *o)
{
	for (unsigned i = 0; i < p->structs.n; i++) {
		Type *t = p->structs.v[i];
		struct_name(o, t->st.name);
		out_str(o, " = type ");
		if (t->st.opaque || !t->st.has_body) {
			out_str(o, "opaque\n");
			continue;
		}
		out_str(o, t->st.packed ? "<{" : "{");
		for (unsigned k = 0; k < t->st.n; k++) {
			out_str(o, k ? ", " : " ");
			/* may append to p->structs */
			lp_type(p, o, p->typed ? lp_infer_field(p->inf, t, k) : t->st.elts[k]);
		}
		out_str(o, t->st.n ? " }" : "}");
		if (t->st.packed)
			out_ch(o, '>');
		out_ch(o, '\n');
	}
}

/* Records that what (a string that outlives the printer: a literal or an
 * interned name), at at, is left out of the output, the release written
 * having no way to say it; one warning names them all. */
void lp_drop(LLP *p, Loc at, const char *what)
{
	for (unsigned i = 0; i < p->ndropped; i++)
		if (!strcmp(p->dropped[i], what))
			return;
	if (!p->ndropped)
		p->first_drop = at;
	if (p->ndropped < sizeof p->dropped / sizeof *p->dropped)
		p->dropped[p->ndropped++] = what;
}

/* Printing is streamable: ll_print_new, then ll_print_func for each
 * function as it is ready (its text goes to disk at once), then
 * ll_print_finish with the module, which prints everything else (the
 * header, struct types, globals, the functions still in the module before
 * the streamed ones, declarations, attributes, metadata) around them. */
LLP *ll_print_new(Ctx *c, Out *o)
{
	LLP *p = xmalloc(sizeof *p);
	memset(p, 0, sizeof *p);
	p->c = c;
	p->typed = gen_of(c->llvm_version)->typed_ptrs;
	layout_default(&p->dl);
	p->position = intern_c(c, "position");
	p->blocks.vsize = sizeof(long);
	Map *maps[] = {&p->struct_seen, &p->intr_seen, &p->comdat_seen, &p->type_texts,
	               &p->groups, &p->md_seen, &p->tags, &p->edges};
	for (size_t i = 0; i < sizeof maps / sizeof *maps; i++)
		maps[i]->vsize = sizeof(VSlot);
	out_init(&p->decls);
	out_init(&p->md);
	out_init(&p->attrgroups);
	out_init(&p->attr_tmp);
	p->tmp = arena_new();
	out_part_of(&p->funcs, o);   /* the bulk of the output: kept on disk (or dropped) until spliced */
	out_init(&p->module_decls);
	out_init(&p->named);
	p->o = &p->funcs;
	return p;
}

/* Frees p; returns the errors it reported. */
static unsigned ll_print_free(LLP *p)
{
	unsigned nerr = p->nerr;
	out_free(&p->funcs);
	out_free(&p->module_decls);
	out_free(&p->named);
	vec_free(&p->named_ops);
	vec_free(&p->mdn);
	vec_free(&p->md_order);
	out_free(&p->decls);
	out_free(&p->md);
	out_free(&p->attrgroups);
	map_free(&p->groups);
	lp_attr_texts_free(p);
	map_free(&p->md_seen);
	vec_free(&p->vals);
	map_free(&p->blocks);
	map_free(&p->struct_seen);
	map_free(&p->intr_seen);
	map_free(&p->comdat_seen);
	map_free(&p->tags);
	map_free(&p->gtypes);
	map_free(&p->fns);
	map_free(&p->edges);
	vec_free(&p->pre);
	lp_infer_free(p->inf);
	map_free(&p->gsizes);
	map_free(&p->type_texts);
	vec_free(&p->texts);
	vec_free(&p->intr_decls);
	vec_free(&p->structs);
	vec_free(&p->splits);
	vec_free(&p->fblocks);
	map_free(&p->block_ix);
	arena_free(p->tmp);
	free(p);
	return nerr;
}

/* The module declares intrinsic name itself: we do not. */
static void module_declares(LLP *p, Op *fn)
{
	Attr *n = op_attr(fn, p->c->sym[SYM_sym_name]);
	if (!n || n->kind != ATTR_STRING || strncmp(n->s.str->s, "llvm.", 5))
		return;
	VSlot *s = lp_map_get(&p->intr_seen, n->s.str, true);
	if (s->num > 0)
		p->intr_decls.v[s->num - 1].dropped = true;
	s->num = 0;
}

static void print_func_to(LLP *p, Out *o, Op *op)
{
	module_declares(p, op);
	p->o = o;
	out_ch(o, '\n');
	print_function(p, o, op);
}

/* Refuses the ops in op (and op) whose counts of operands, results,
 * regions or successors are not their kind's (op_arity_ok): unverified
 * (--no-verify) input, which the printers below would index past.  Returns
 * how many it reported. */
static unsigned refuse_arity(LLP *p, Op *op)
{
	char msg[96];
	unsigned n = 0;
	if (!op_arity_ok(op, msg, sizeof msg)) {
		error_at(p->c, op->loc, "cannot translate '%s' to LLVM IR: %s", op->name->s, msg);
		p->nerr++;
		return 1;
	}
	for (unsigned r = 0; r < op->nreg; r++)
		for (Block *b = op->regs[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
				n += refuse_arity(p, o);
	return n;
}

bool ll_print_func(LLP *p, Op *fn)
{
	if (refuse_arity(p, fn))
		return true;
	/* the globals kept before it (printed at the end) */
	for (Op *o = p->gscan ? p->gscan->next : fn->parent ? fn->parent->first : NULL; o && o != fn; o = o->next) {
		note_global(p, o);
		if (o->kind == OP_LLVM_MODULE_FLAGS || o->kind == OP_LLVM_LINKER_OPTIONS)
			lp_named_op(p, o);   /* numbered with the first function's metadata */
	}
	if (fn->prev)
		p->gscan = fn->prev;
	note_global(p, fn);
	p->nstreamed++;
	p->streaming = true;
	print_func_to(p, &p->funcs, fn);
	p->streaming = false;
	return !p->late;
}

void ll_print_layout(LLP *p, Attr *dl, Attr *spec)
{
	layout_default(&p->dl);
	if (dl && dl->kind == ATTR_STRING)
		layout_read(&p->dl, dl->s.str->s, dl->s.str->len);
	if (!dl && spec && spec->kind == ATTR_DL_SPEC) {
		Out l;
		out_init(&l);
		lp_dlti_layout(&l, spec);
		if (l.len)
			layout_read(&p->dl, l.buf, l.len);
		out_free(&l);
	}
}

/* The six section buffers of ll_print_finish, given back together. */
static void free_sections(Out *const sec[6])
{
	for (int i = 0; i < 6; i++)
		out_free(sec[i]);
}

unsigned ll_print_finish(LLP *p, Out *o, Op *module)
{
	if (!module || refuse_arity(p, module))
		return ll_print_free(p);
	if (p->typed)
		lp_typed_module(p, module);
	Ctx *c = p->c;
	Out head, cds, globals, aliases, ifuncs, types;
	out_init(&head);
	out_init(&aliases);
	out_init(&ifuncs);
	out_init(&cds);
	out_init(&globals);
	out_init(&types);

	out_str(&head, "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n");
	Attr *dl = lp_attr(module, "llvm.data_layout");
	Attr *spec = lp_attr(module, "dlti.dl_spec");
	if (dl && dl->kind == ATTR_STRING && dl->s.str->len) {
		out_str(&head, "target datalayout = ");
		lp_quoted(&head, dl->s.str->s, dl->s.str->len);
		out_ch(&head, '\n');
	}
	if (!dl && spec && spec->kind == ATTR_DL_SPEC) {
		Out l;
		out_init(&l);
		lp_dlti_layout(&l, spec);
		if (l.len) {
			out_str(&head, "target datalayout = ");
			lp_quoted(&head, l.buf, l.len);
			out_ch(&head, '\n');
		}
		out_free(&l);
	}
	ll_print_layout(p, dl, spec);
	Attr *tt = lp_attr(module, "llvm.target_triple");
	if (!tt)
		tt = lp_attr(module, "llvm.triple");
	if (tt && tt->kind == ATTR_STRING && tt->s.str->len) {   /* LLVM writes no empty triple */
		out_str(&head, "target triple = ");
		lp_quoted(&head, tt->s.str->s, tt->s.str->len);
		out_ch(&head, '\n');
	}
	bool module22 = gen_of(c->llvm_version)->keeps & GK_MODULE;
	Attr *masm = module22 ? lp_attr(module, "llvm.module_asm") : NULL;
	if (masm && masm->kind != ATTR_ARRAY)
		error_at(c, module->loc, "expected an array attribute for a module level asm");
	for (unsigned i = 0; masm && masm->kind == ATTR_ARRAY && i < masm->arr.n; i++)
		if (masm->arr.elts[i]->kind != ATTR_STRING) {
			error_at(c, module->loc, "expected a string attribute for each entry of a module level asm");
			break;
		}
	if (masm && masm->kind == ATTR_ARRAY) {   /* module asm "..." (22) */
		out_ch(&head, '\n');
		for (unsigned i = 0; i < masm->arr.n; i++)
			if (masm->arr.elts[i]->kind == ATTR_STRING) {
				out_str(&head, "module asm ");
				lp_quoted(&head, masm->arr.elts[i]->s.str->s, masm->arr.elts[i]->s.str->len);
				out_ch(&head, '\n');
			}
	}

	Block *body = module->nreg ? module->regs[0].first : NULL;
	bool early = p->gscan != NULL;   /* ops up to gscan were seen by ll_print_func */
	for (Op *op = body ? body->first : NULL; op; early = early && op != p->gscan, op = op->next) {
		note_global(p, op);   /* a global's initializer may take a later one's size */
		if (!early && (op->kind == OP_LLVM_MODULE_FLAGS || op->kind == OP_LLVM_LINKER_OPTIONS))
			lp_named_op(p, op);
		Attr *n = op->kind == OP_LLVM_FUNC && op->nreg && op->regs[0].first ? op_attr(op, c->sym[SYM_sym_name]) : NULL;
		if (n && n->kind == ATTR_STRING)
			lp_number_tagged_blocks(p, op, n->s.str);
		Attr *f = op->kind == OP_LLVM_FUNC ? op_attr(op, c->sym[SYM_sym_name]) : NULL;
		if (f && f->kind == ATTR_STRING)
			map_put(&p->fns, f->s.str, op);
	}
	p->tags_ready = true;
	p->fns_ready = !p->nstreamed;
	ll_print_module_attrs(p, module->attrs, module->nattr);
	lp_named_number(p);   /* before the functions' metadata */
	/* LLVM lists identified structs as its TypeFinder meets them: the
	 * globals' first, then the functions' in order.  The streamed
	 * functions printed theirs already: they are seen again after the
	 * rest (the cached aggregate texts too, so their structs are met) */
	Type **streamed = p->structs.v;
	unsigned nstreamed = p->structs.n;
	if (p->nstreamed) {
		p->structs.v = NULL;
		p->structs.n = p->structs.cap = 0;
		map_clear(&p->struct_seen, nstreamed);
		map_clear(&p->type_texts, p->texts.n);
		p->texts.n = 0;
	}
	for (Op *op = body ? body->first : NULL; op; op = op->next) {
		switch (op->kind) {
		case OP_LLVM_GLOBAL:
			print_global(p, &globals, op);
			break;
		case OP_LLVM_ALIAS:
			print_alias(p, &aliases, op);
			break;
		case OP_LLVM_IFUNC:
			print_ifunc(p, &ifuncs, op);
			break;
		case OP_LLVM_COMDAT:
			print_comdats(p, &cds, op);
			break;
		case OP_LLVM_LINKER_OPTIONS:
		case OP_LLVM_MODULE_FLAGS:
			break;   /* the named metadata */
		case OP_LLVM_GLOBAL_CTORS:
		case OP_LLVM_GLOBAL_DTORS:
			print_structors(p, &globals, op);
			break;
		case OP_LLVM_FUNC:
		case OP_LLVM_MODULE_ASM:
		case OP_FUNC_FUNC:
		case OP_BUILTIN_MODULE:   /* a nested module: mlir-translate leaves it out */
			break;
		default:
			if (op_flags[op->kind] & OPF_TERM)
				break;   /* the module's last op (verified): mlir-translate skips it too */
			error_at(c, op->loc, "cannot translate '%s' to LLVM IR", op->name->s);
			p->nerr++;
			break;
		}
	}
	/* functions still in the module come before the streamed ones */
	Out *rest = p->nstreamed ? &p->module_decls : &p->funcs;
	for (Op *op = body ? body->first : NULL; op; op = op->next) {
		if (op->kind == OP_LLVM_FUNC) {
			print_func_to(p, rest, op);
		} else if (op->kind == OP_FUNC_FUNC) {
			error_at(c, op->loc, "cannot translate 'func.func' to LLVM IR");
			p->nerr++;
		}
	}
	if (p->nstreamed) {
		for (unsigned i = 0; i < nstreamed; i++) {
			VSlot *s = lp_map_get(&p->struct_seen, streamed[i], true);
			if (s->num < 0) {
				s->num = 1;
				vec_push(&p->structs, streamed[i]);
			}
		}
		free(streamed);
	}
	struct_defs(p, &types);

	if (p->late) {   /* the functions' metadata numbers are wrong: held whole again */
		free_sections((Out *[]){&head, &cds, &globals, &aliases, &ifuncs, &types});
		return ll_print_free(p) + 1;
	}

	out_mem(o, head.buf, head.len);
	if (types.len) {
		out_ch(o, '\n');
		out_mem(o, types.buf, types.len);
	}
	if (cds.len) {
		out_ch(o, '\n');
		out_mem(o, cds.buf, cds.len);
	}
	if (globals.len) {
		out_ch(o, '\n');
		out_mem(o, globals.buf, globals.len);
	}
	if (aliases.len) {   /* mlir-translate prints aliases, then ifuncs, after the globals */
		out_ch(o, '\n');
		out_mem(o, aliases.buf, aliases.len);
	}
	if (ifuncs.len) {
		out_ch(o, '\n');
		out_mem(o, ifuncs.buf, ifuncs.len);
	}
	out_mem(o, p->module_decls.buf, p->module_decls.len);
	out_splice(o, &p->funcs);
	for (unsigned i = 0; i < p->intr_decls.n; i++)
		if (!p->intr_decls.v[i].dropped)
			out_mem(o, p->decls.buf + p->intr_decls.v[i].start, p->intr_decls.v[i].end - p->intr_decls.v[i].start);
	out_ch(o, '\n');
	if (p->attrgroups.len) {
		out_mem(o, p->attrgroups.buf, p->attrgroups.len);
		out_ch(o, '\n');
	}
	out_mem(o, p->named.buf, p->named.len);   /* the named metadata, in LLVM's order (ll_meta.c) */
	out_ch(o, '\n');
	out_mem(o, p->md.buf, p->md.len);

	free_sections((Out *[]){&head, &cds, &globals, &aliases, &ifuncs, &types});
	if (p->ndropped && !p->nerr && !c->nerrors) {
		Out d;
		out_init(&d);
		for (unsigned i = 0; i < p->ndropped; i++)
			out_fmt(&d, "%s%s", i ? ", " : "", p->dropped[i]);
		out_ch(&d, 0);
		warning_at(c, p->first_drop, "dropped what LLVM %u IR cannot say: %s", c->llvm_version, d.buf);
		out_free(&d);
	}
	return ll_print_free(p);
}

unsigned ll_print(Ctx *c, Out *o, Op *module)
{
	return ll_print_finish(ll_print_new(c, o), o, module);
}
