/* test_types.c - type hash-consing: equal types are the same pointer. */
#include <criterion/criterion.h>

#include <stdio.h>

#include "xlate/ir.h"
#include "llvmir/layout.h"

Test(types, ints_and_simple)
{
	Ctx *c = ctx_new();
	cr_expect_eq(type_i(c, 32), type_i(c, 32));
	cr_expect_neq(type_i(c, 32), type_i(c, 64));
	cr_expect_neq(type_i(c, 32), type_int(c, 32, SIGNED));
	cr_expect_eq(type_int(c, 8, UNSIGNED), type_int(c, 8, UNSIGNED));
	cr_expect_eq(type_simple(c, TY_F32), type_simple(c, TY_F32));
	cr_expect_neq(type_simple(c, TY_F32), type_simple(c, TY_F64));
	cr_expect_eq(type_float_width(type_simple(c, TY_BF16)), 16);
	cr_expect(type_is_int_or_index(type_simple(c, TY_INDEX)));
	ctx_free(c);
}

Test(types, structural)
{
	Ctx *c = ctx_new();
	Type *i32 = type_i(c, 32), *f32 = type_simple(c, TY_F32);
	Type *ins[2] = {i32, f32}, *ins2[2] = {i32, f32}, *outs[1] = {f32};
	Type *fn = type_func(c, 2, ins, 1, outs);
	cr_expect_eq(fn, type_func(c, 2, ins2, 1, outs));
	cr_expect_neq(fn, type_func(c, 1, ins, 1, outs));
	cr_expect_neq(fn, type_func(c, 2, ins, 0, NULL));
	ins2[1] = i32;   /* the type must not share the caller's array */
	cr_expect_eq(fn->fn.ins[1], f32);

	int64_t shape[2] = {4, DYN};
	bool scal[2] = {false, false}, scal1[2] = {true, false};
	Type *v = type_vector(c, 2, shape, NULL, f32);
	cr_expect_eq(v, type_vector(c, 2, shape, scal, f32));
	cr_expect_neq(v, type_vector(c, 2, shape, scal1, f32));
	cr_expect_eq(type_num_elements(type_vector(c, 1, shape, NULL, f32)), 4);
	Type *m = type_memref(c, 2, shape, f32, NULL, NULL);
	cr_expect_eq(m, type_memref(c, 2, shape, f32, NULL, NULL));
	cr_expect_neq(m, type_memref(c, 2, shape, f32, NULL, attr_int(c, i32, 1)));
	int64_t strides[2] = {DYN, 1};
	Attr *lay = attr_strided(c, DYN, 2, strides);
	cr_expect_eq(lay, attr_strided(c, DYN, 2, strides));
	cr_expect_eq(type_memref(c, 2, shape, f32, lay, NULL), type_memref(c, 2, shape, f32, lay, NULL));
	cr_expect_eq(type_elt(m), f32);

	cr_expect_eq(type_ptr(c, 0, NULL), type_ptr(c, 0, NULL));
	cr_expect_neq(type_ptr(c, 0, NULL), type_ptr(c, 1, NULL));
	cr_expect_neq(type_ptr(c, 0, NULL), type_ptr(c, 0, i32));
	cr_expect_eq(type_array(c, 4, i32), type_array(c, 4, i32));
	cr_expect_neq(type_array(c, 4, i32), type_array(c, 5, i32));
	Type *st = type_struct(c, 2, ins, false);
	cr_expect_eq(st, type_struct(c, 2, (Type *[]){i32, f32}, false));
	cr_expect_neq(st, type_struct(c, 2, (Type *[]){i32, f32}, true));
	cr_expect_eq(type_llfunc(c, i32, 2, ins, true), type_llfunc(c, i32, 2, (Type *[]){i32, f32}, true));
	cr_expect_neq(type_llfunc(c, i32, 2, ins, true), type_llfunc(c, i32, 2, ins, false));
	ctx_free(c);
}

Test(types, identified_structs)
{
	Ctx *c = ctx_new();
	Sym *name = intern_c(c, "node");
	Type *t = type_struct_named(c, name);
	cr_expect_eq(t, type_struct_named(c, intern_c(c, "node")));
	cr_expect_neq(t, type_struct_named(c, intern_c(c, "other")));
	cr_expect(!t->st.has_body);
	/* recursive: struct node { node *next; i32 } */
	Type *body[2] = {type_ptr(c, 0, t), type_i(c, 32)};
	cr_expect(type_struct_set_body(c, t, 2, body, false));
	cr_expect(t->st.has_body);
	cr_expect_eq(t->st.elts[0]->ptr.pointee, t);
	cr_expect(type_struct_set_body(c, t, 2, body, false));       /* same body again */
	cr_expect(!type_struct_set_body(c, t, 1, body, false));      /* different */
	cr_expect_eq(t, type_struct_named(c, name));
	/* an identified struct is not the literal struct with its body */
	cr_expect_neq(t, type_struct(c, 2, body, false));
	Type *o = type_struct_named(c, intern_c(c, "opaque_t"));
	type_struct_set_opaque(c, o);
	cr_expect(o->st.opaque && !o->st.has_body);
	ctx_free(c);
}

Test(types, many)
{
	Ctx *c = ctx_new();
	Type *t[5000];
	for (unsigned i = 0; i < 5000; i++)
		t[i] = type_array(c, i, type_i(c, 1 + i % 100));
	for (unsigned i = 0; i < 5000; i++)
		cr_assert_eq(t[i], type_array(c, i, type_i(c, 1 + i % 100)));
	ctx_free(c);
}

Test(types, rename_struct)
{
	/* many structs, so that probe runs are long; rename every other one */
	Ctx *c = ctx_new();
	Type *t[600];
	char buf[32];
	for (int i = 0; i < 600; i++) {
		snprintf(buf, sizeof buf, "%d", i);
		t[i] = type_struct_named(c, intern_c(c, buf));
	}
	for (int i = 0; i < 600; i += 2) {
		snprintf(buf, sizeof buf, ".%d", i);
		cr_expect(type_struct_rename(c, t[i], intern_c(c, buf)));
	}
	cr_expect(!type_struct_rename(c, t[1], intern_c(c, ".2")), "the name is taken");
	for (int i = 0; i < 600; i++) {
		snprintf(buf, sizeof buf, i % 2 ? "%d" : ".%d", i);
		cr_expect_eq(type_struct_named(c, intern_c(c, buf)), t[i], "%s", buf);
	}
	snprintf(buf, sizeof buf, "%d", 4);
	cr_expect_neq(type_struct_named(c, intern_c(c, buf)), t[4], "the old name is free");
	ctx_free(c);
}

/* The data layout's walk of identified structs (ll_layout.c): one that
 * contains itself, or an opaque one, has no size and no alignment; a chain
 * in which each holds the one before twice is walked once per struct (it
 * was 2^60 walks); a struct whose body is not read yet counts as sized
 * and is not remembered so. */
Test(types, layout_of_identified_structs)
{
	Ctx *c = ctx_new();
	Layout l;
	layout_default(&l);
	Type *i64 = type_i(c, 64), *i32 = type_i(c, 32);
	Type *rec = type_struct_named(c, intern_c(c, "rec"));
	Type *rec_elts[2] = {i32, rec};
	cr_assert(type_struct_set_body(c, rec, 2, rec_elts, false));
	cr_expect_not(layout_sized(rec));
	cr_expect_eq(layout_align(&l, rec, false), 0);
	Type *arr = type_array(c, 2, rec);
	cr_expect_not(layout_sized(arr));
	Type *op = type_struct_named(c, intern_c(c, "op"));
	type_struct_set_opaque(c, op);
	cr_expect_not(layout_sized(op));

	Type *s = type_struct_named(c, intern_c(c, "S0"));
	cr_assert(type_struct_set_body(c, s, 1, &i64, false));
	for (int i = 1; i <= 60; i++) {
		char name[16];
		snprintf(name, sizeof name, "S%d", i);
		Type *t = type_struct_named(c, intern_c(c, name)), *two[2] = {s, s};
		cr_assert(type_struct_set_body(c, t, 2, two, false));
		s = t;
	}
	cr_expect(layout_sized(s));
	cr_expect_eq(layout_align(&l, s, false), layout_align(&l, i64, false));
	cr_expect_eq(layout_align(&l, s, true), layout_align(&l, i64, true));
	Layout l2;   /* another layout: its own answers, not the first one's */
	layout_read(&l2, "i64:64", 6);
	cr_expect_eq(layout_align(&l2, s, false), 8);
	cr_expect_eq(layout_align(&l, s, false), 4);

	Type *later = type_struct_named(c, intern_c(c, "later"));
	Type *holder_elts[2] = {i32, later};
	Type *holder = type_struct(c, 2, holder_elts, false);
	cr_expect(layout_sized(holder));   /* not known yet */
	type_struct_set_opaque(c, later);
	cr_expect_not(layout_sized(holder));
	ctx_free(c);
}
