# gen-limits.py DIR: writes the inputs of limits.test into DIR.
import os, sys
d = sys.argv[1]
N = 100000
def w(name, text):
    with open(os.path.join(d, name), 'wb') as f:
        f.write(text.encode('latin-1') if isinstance(text, str) else text)
# nesting 10^5 deep
w('tuple.mlir', '"t.t"() : () -> (' + 'tuple<' * N + 'i32' + '>' * N + ')\n')
w('dict.mlir', '"t.t"() {a = ' + '{a = ' * N + '1' + '}' * N + '} : () -> ()\n')
w('array.mlir', '"t.t"() {a = ' + '[' * N + '1' + ']' * N + '} : () -> ()\n')
w('llarray.mlir', 'llvm.func @f(' + '!llvm.array<1 x ' * N + 'i32' + '>' * N + ')\n')
w('regions.mlir', '"t.t"() ' + '({"t.t"() ' * N + '({})' + ' : () -> ()})' * N + ' : () -> ()\n')
w('loc.mlir', '"t.t"() : () -> () loc(' + 'callsite(' * N + '"x"' + ' at "y")' * N + ')\n')
w('type-aliases.mlir', '!t0 = i32\n' + ''.join('!t%d = tuple<!t%d>\n' % (i + 1, i) for i in range(N)) + '"t.t"() : () -> !t%d\n' % N)
w('attr-aliases.mlir', '#a0 = 1\n' + ''.join('#a%d = [#a%d]\n' % (i + 1, i) for i in range(N)) + '"t.t"() {a = #a%d} : () -> ()\n' % N)
w('types.ll', '@g = global ' + '[1 x ' * N + 'i32' + ']' * N + ' zeroinitializer\n')
w('structs.ll', '@g = global ' + '{' * N + 'i32' + '}' * N + ' zeroinitializer\n')
w('constexpr.ll', '@x = global i8 0\n@g = global ptr ' + 'getelementptr (i8, ptr ' * N + '@x' + ', i64 1)' * N + '\n')
w('metadata.ll', '!named = !{!0}\n!0 = ' + '!{' * N + '!"x"' + '}' * N + '\n')
# a chain of 10^5 named types is an error (their MLIR nests that deep),
# one of 900 works, a chain of 10^5 metadata nodes works
w('type-chain-ok.ll', ''.join('%%t%d = type { %%t%d }\n' % (i, i + 1) for i in range(900)) + '%t900 = type { i32 }\n@g = global %t0 zeroinitializer\n')
w('type-chain.ll', ''.join('%%t%d = type { %%t%d }\n' % (i, i + 1) for i in range(N)) + '%%t%d = type { i32 }\n@g = global %%t0 zeroinitializer\n' % N)
w('md-chain.ll', '!named = !{!0}\n' + ''.join('!%d = !{!%d}\n' % (i, i + 1) for i in range(N)) + '!%d = !{}\n' % N)
# a 10^6-character identifier works
n = 'a' * 10**6
w('ident.mlir', 'func.func @%s(%%%s: i32) -> i32 {\n  return %%%s : i32\n}\n' % (n, n, n))
w('ident.ll', 'define i32 @%s(i32 %%%s) {\n  ret i32 %%%s\n}\n' % (n, n, n))
# integer literals of 10^4 digits
g = '9' * 10**4
w('digits.mlir', 'func.func @f() -> i32 {\n  %%0 = arith.constant %s : i32\n  return %%0 : i32\n}\n' % g)
w('digits-attr.mlir', '"t.t"() {a = %s : i64} : () -> ()\n' % g)
w('digits.ll', 'define i32 @f() {\n  ret i32 %s\n}\n' % g)
# NUL bytes and invalid UTF-8 in the middle; CRLF line endings
w('nul.mlir', b'func.func @f() {\n  return\n}\n\0func.func @g() {\n  return\n}\n')
w('nul.ll', b'define void @f() {\n  ret void\n}\n\0define void @g() {\n  ret void\n}\n')
w('utf8.mlir', b'func.func @f() {\n  return \xff\xfe\n}\n')
w('utf8-comment.mlir', b'// caf\xe9 \xff\xc3\nfunc.func @f() {\n  return\n}\n')
w('utf8.ll', b'define void @f() {\n  ret void \xff\n}\n')
w('utf8-comment.ll', b'; caf\xe9 \xff\xc3\ndefine void @f() {\n  ret void\n}\n')
w('crlf.mlir', b'func.func @f(%a: i32) -> i32 {\r\n  return %a : i32\r\n}\r\n')
w('lf.mlir', b'func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n')
w('crlf.ll', b'define i32 @f(i32 %a) {\r\n  ret i32 %a\r\n}\r\n')
w('lf.ll', b'define i32 @f(i32 %a) {\n  ret i32 %a\n}\n')
