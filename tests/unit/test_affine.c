/* test_affine.c - affine_map_canon: mlir-opt-19's text for affine maps,
 * and false (the caller keeps the source text) for what it does not
 * handle; the AffineForm it works out for the lowering. */
#include <criterion/criterion.h>
#include <string.h>

#include "mlir/affine.h"

static Out o;
static Ctx *c;

static void setup(void)
{
	out_init(&o);
	c = ctx_new();
}

static void teardown(void)
{
	out_free(&o);
	ctx_free(c);
}

TestSuite(affine, .init = setup, .fini = teardown);

/* The canonical text of s, or NULL when affine_map_canon refuses it. */
static const char *canon(const char *s)
{
	o.len = 0;
	if (!affine_map_canon(c, &o, s, strlen(s), NULL, NULL))
		return NULL;
	out_ch(&o, 0);
	return o.buf;
}

Test(affine, renames_dims_and_symbols)
{
	cr_assert_str_eq(canon("(i,j)->(20 * i + j + 1)"), "(d0, d1) -> (d0 * 20 + d1 + 1)");
	cr_assert_str_eq(canon("(i,j)[M]->(M * i + j + 1)"), "(d0, d1)[s0] -> (d0 * s0 + d1 + 1)");
	cr_assert_str_eq(canon("(a, b) -> (b, a)"), "(d0, d1) -> (d1, d0)");
	cr_assert_str_eq(canon(" () -> (0) "), "() -> (0)");
	cr_assert_str_eq(canon("(d0) -> ()"), "(d0) -> ()");
	cr_assert_str_eq(canon("(d0) -> (d0 + 0x10)"), "(d0) -> (d0 + 16)");
}

Test(affine, simplifies_at_construction)
{
	cr_assert_str_eq(canon("(d0, d1) -> (3 + 4 * 5, d0 + d0, 2 * d0 - d0, d1 - d1)"),
	                 "(d0, d1) -> (23, d0 * 2, d0, 0)");
	cr_assert_str_eq(canon("(d0, d1) -> ((d0 + 3) + d1, d0 * 1 + 0, (d0 * 2) * 3)"),
	                 "(d0, d1) -> (d0 + d1 + 3, d0, d0 * 6)");
	cr_assert_str_eq(canon("(d0) -> (d0 - (d0 floordiv 4) * 4, -7 floordiv 2, -7 mod 3, 7 ceildiv 2)"),
	                 "(d0) -> (d0 mod 4, -4, 2, 4)");
	cr_assert_str_eq(canon("(d0, d1) -> ((d0 * 8 + d1) floordiv 4, (d0 * 8 + d1) mod 4)"),
	                 "(d0, d1) -> (d0 * 2 + d1 floordiv 4, d1 mod 4)");
}

Test(affine, prints_subtraction_and_parentheses)
{
	cr_assert_str_eq(canon("(d0, d1) -> (-d0 + d1 - 3, d0 - 2 * d1, -(d0 + d1), d0 - (d1 + 1))"),
	                 "(d0, d1) -> (-d0 + d1 - 3, d0 - d1 * 2, -(d0 + d1), d0 - (d1 + 1))");
	cr_assert_str_eq(canon("(d0)[s0, s1] -> (d0 * s0 * s1, (d0 + 1) * (s1 - s0), d0 * 4 + d0 floordiv 2 mod 3)"),
	                 "(d0)[s0, s1] -> ((d0 * s0) * s1, (d0 + 1) * (s1 - s0), d0 * 4 + (d0 floordiv 2) mod 3)");
}

Test(affine, refuses_what_it_does_not_handle)
{
	cr_assert_null(canon("(d0, d1) -> (d0 * d1)"));         /* not affine */
	cr_assert_null(canon("(d0, d1) -> (d0 floordiv d1)"));
	cr_assert_null(canon("(d0) -> (d1)"));                  /* undeclared */
	cr_assert_null(canon("(d0, d0) -> (d0)"));              /* redefined */
	cr_assert_null(canon("(d0) -> (d0 + 2d0)"));
	cr_assert_null(canon("(d0) -> (d0 + 9223372036854775808)"));
	cr_assert_null(canon("(d0) : (d0 >= 0)"));              /* an integer set */
	cr_assert_null(canon("(d0) -> (d0) x"));
}

/* The form of s (NULL when refused). */
static const AffineForm *form(const char *s)
{
	const AffineForm *f = NULL;
	o.len = 0;
	return affine_map_canon(c, &o, s, strlen(s), &f, NULL) ? f : NULL;
}

Test(affine, form_strides_and_offset)
{
	const AffineForm *f = form("(i, j) -> (i * 8 + j + 3)");
	cr_assert(f && f->strided && f->ndims == 2 && f->nres == 1);
	cr_assert_eq(f->strides[0], 8);
	cr_assert_eq(f->strides[1], 1);
	cr_assert_eq(f->offset, 3);
	f = form("(d0, d1)[s0] -> (d0 * s0 - d1 * 2 + s0)");   /* symbols: dynamic */
	cr_assert(f && f->strided);
	cr_assert_eq(f->strides[0], DYN);
	cr_assert_eq(f->strides[1], -2);
	cr_assert_eq(f->offset, DYN);
	f = form("(d0, d1) -> ((d0 + d1) * 2)");   /* a sum inside a product: not a sum of terms */
	cr_assert(f && !f->strided);
	f = form("(d0) -> (d0 floordiv 2)");
	cr_assert(f && !f->strided);
	f = form("(d0, d1) -> (d0, d1 + 1)");       /* two results */
	cr_assert(f && !f->strided);
}

Test(affine, form_dims_of_results)
{
	const AffineForm *f = form("(a, b, c) -> (c, a, b + 1)");
	cr_assert(f && f->nres == 3);
	cr_assert_eq(f->dims[0], 2);
	cr_assert_eq(f->dims[1], 0);
	cr_assert_eq(f->dims[2], -1);
}
