#!/bin/sh
# gen-bench.sh N - prints a module of N functions of func/arith/cf/memref
# code (about 800 bytes each: 20,000 functions are about 16 MB), for bench.sh.
N=${1:-20000}
awk -v n="$N" 'BEGIN {
	print "module {"
	for (f = 0; f < n; f++) {
		k = f % 7 + 1
		printf "  func.func @kernel%d(%%a: memref<?xf32>, %%b: memref<16x?xf32>, %%n: index, %%s: f32) -> (f32, i64) {\n", f
		printf "    %%c0 = arith.constant 0 : index\n"
		printf "    %%c1 = arith.constant 1 : index\n"
		printf "    %%k = arith.constant %d : i64\n", k
		printf "    %%z = arith.constant 0.000000e+00 : f32\n"
		printf "    cf.br ^loop(%%c0, %%z : index, f32)\n"
		printf "  ^loop(%%i: index, %%acc: f32):\n"
		printf "    %%done = arith.cmpi sge, %%i, %%n : index\n"
		printf "    cf.cond_br %%done, ^exit, ^body\n"
		printf "  ^body:\n"
		printf "    %%x = memref.load %%a[%%i] : memref<?xf32>\n"
		printf "    %%y = memref.load %%b[%%c1, %%i] : memref<16x?xf32>\n"
		printf "    %%p = arith.mulf %%x, %%y : f32\n"
		printf "    %%q = arith.addf %%acc, %%p : f32\n"
		printf "    %%r = arith.mulf %%q, %%s : f32\n"
		printf "    memref.store %%r, %%a[%%i] : memref<?xf32>\n"
		printf "    %%next = arith.addi %%i, %%c1 : index\n"
		printf "    cf.br ^loop(%%next, %%q : index, f32)\n"
		printf "  ^exit:\n"
		printf "    %%ni = arith.index_cast %%n : index to i64\n"
		printf "    %%m = arith.muli %%ni, %%k : i64\n"
		printf "    return %%acc, %%m : f32, i64\n"
		printf "  }\n"
	}
	print "}"
}'
