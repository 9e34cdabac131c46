# Prints an MLIR module of N (argv[1]) small functions: an output larger
# than a pipe's buffer, for the write-error tests.
import sys
n = int(sys.argv[1])
sys.stdout.write(''.join('func.func @f%d(%%a: i32) -> i32 {\n  return %%a : i32\n}\n' % i for i in range(n)))
