/* print.c - placeholder until the real implementation lands. */
#include "xlate/ir.h"

void mlir_print(Ctx *c, Out *o, Op *op, bool generic)
{
	(void)c; (void)o; (void)op; (void)generic;
}
