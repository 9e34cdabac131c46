/* ll_print.c - placeholder until the real implementation lands. */
#include "xlate/ir.h"

unsigned ll_print(Ctx *c, Out *o, Op *module)
{
	(void)o;
	error_at(c, module->loc, "the LLVM IR printer is not implemented yet");
	return 1;
}
