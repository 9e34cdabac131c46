// Unranked memrefs cannot use the bare pointer convention.
func.func private @callee(memref<*xf32>)
