#!/usr/bin/env python3
"""gen-props.py [MLIR FILES...] > src/mlir/props_table.h

The inherent attributes (properties) of the ops xlate knows, per MLIR
release, as mlir-opt-19 and mlir-opt-22 hold them.

1. Every file is printed by both with --mlir-print-op-generic; each op's
   names inside <{...}> are its properties there (an op seen without,
   none).  A name seen in one release's properties only, on an op that
   release printed, is that release's alone (isExact, nonNeg, noWrapFlags
   are 22's; a call's branch_weights is 19's); an op one release could not
   print keeps its names for both.
2. mlir-opt-22 is asked of every op seen (of a dialect it registers:
   an unregistered op holds whatever it is given), every intrinsic op of
   src/llvmir/intrinsics.h and every name seen (and the names of
   immediates, fast-math flags, alias analysis and argument attributes):
   "OP"() <{..., NAME}> parsed without the verifier keeps NAME (or
   refuses its value) iff it is a property.  What only this finds holds
   for 19 too, but an intrinsic's arg_attrs and res_attrs (MLIR 20+).
   mlir-opt-19 has no way to parse without verifying, so 19 rests on 1.
3. mlir-opt-22 is asked of every op with no properties written: the
   default-valued ones it fills in (CConv = #llvm.cconv<ccc>, ordering =
   0 : i64, ...) are XPROP_DEFAULTS, as props.c builds them (DEFAULTS
   below; a value of another kind, and what props.c spells itself, is
   left out).
A few names are set by hand below (FIXES).  Default files: tests/lit and,
if present, ../shared/conformance's cases.
"""
import glob, os, re, subprocess, sys

# (op, name): releases, where the files alone would get it wrong
FIXES = {
    ('llvm.load', 'noalias_scopes'): (19, 22),   # 19 has it; no file shows it there
}

def split_top(s):
    out, depth, cur, i, instr = [], 0, '', 0, False
    while i < len(s):
        ch = s[i]
        if instr:
            cur += ch
            if ch == '\\':
                cur += s[i + 1]
                i += 1
            elif ch == '"':
                instr = False
        elif ch == '"':
            instr, cur = True, cur + ch
        elif ch in '<([{':
            depth, cur = depth + 1, cur + ch
        elif ch in '>)]}':
            if not (ch == '>' and i and s[i - 1] == '-'):
                depth -= 1
            cur += ch
        elif ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
        i += 1
    if cur.strip():
        out.append(cur.strip())
    return out

def group_end(s, i):
    depth, instr, j = 0, False, i
    while j < len(s):
        ch = s[j]
        if instr:
            if ch == '\\':
                j += 1
            elif ch == '"':
                instr = False
        elif ch == '"':
            instr = True
        elif ch in '<([{':
            depth += 1
        elif ch in '>)]}' and not (ch == '>' and s[j - 1] == '-'):
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return None

OP = re.compile(r'^\s*(?:%[\w#:, %]+ = )?"([\w.]+)"\(')

def generic_ops(text):
    """(op name, the body of its <{...}> or '') of every generic op line"""
    for line in text.splitlines():
        m = OP.match(line)
        if not m:
            continue
        j = group_end(line, m.end() - 1)
        if j is None:
            continue
        rest = line[j:]
        if rest.startswith('['):
            rest = rest[group_end(rest, 0):]
        rest = rest.lstrip()
        body = rest[2:group_end(rest, 0) - 2] if rest.startswith('<{') else ''
        yield m.group(1), body

def names_in(body):
    return [p.split(' = ')[0].strip() for p in split_top(body)] if body else []

def props_of(text):
    """(op name, [property names]) of every generic op line"""
    for op, body in generic_ops(text):
        yield op, names_in(body)

# the default values props.c builds, by their text in mlir-opt-22's generic form
DEFAULTS = {
    '#llvm.fastmath<none>': 'D_LLVM_FMF', '#arith.fastmath<none>': 'D_ARITH_FMF',
    '#arith.overflow<none>': 'D_ARITH_OVF', '#llvm.cconv<ccc>': 'D_CCONV',
    '#llvm.tailcallkind<none>': 'D_TAILCALL', '#llvm.linkage<external>': 'D_LINKAGE',
    '0 : i64': 'D_I64_0', '0 : i32': 'D_I32_0', '#llvm.di_expression<>': 'D_DI_EXPR',
}
# the dialects whose ops probe22 asks of (mlir-opt registers them; the lit
# files' test.* ops are unregistered)
REGISTERED = {'builtin', 'func', 'arith', 'cf', 'memref', 'index', 'llvm', 'dlti', 'math', 'vector', 'scf'}
# what props.c spells itself (MLIR 20+'s, or absent in the IR)
OWN = {'noWrapFlags', 'operandSegmentSizes', 'op_bundle_sizes', 'tail_call_kind', 'address_space'}

def defaults22(ops):
    """{(op, name): code} of the properties mlir-opt-22 fills in"""
    ops = sorted(ops)
    r = subprocess.run(['mlir-opt-22', '--split-input-file', '--mlir-very-unsafe-disable-verifier-on-parsing',
                        '--verify-each=0', '--mlir-print-op-generic', '-'],
                       input='\n// -----\n'.join('"%s"() : () -> ()' % op for op in ops) + '\n',
                       capture_output=True, text=True)
    out = {}
    for op, body in generic_ops(r.stdout):
        for p in split_top(body):
            name, _, value = p.partition(' = ')
            if name in OWN or (op in ('llvm.trunc', 'arith.trunci') and name == 'overflowFlags'):
                continue
            if op.startswith('llvm.') and name == 'overflowFlags' and value == '0 : i32':
                out[(op, name)] = 'D_LLVM_OVF'   # the IR's #llvm.overflow<none>
            elif value in DEFAULTS:
                out[(op, name)] = DEFAULTS[value]
    return out

def probe22(ops, names, examples):
    """{op: set of names mlir-opt-22 holds as properties}"""
    chunks, keys = [], []
    for op in sorted(ops):
        if op.split('.')[0] not in REGISTERED:
            continue   # an unregistered op holds any name given as a property: no answer
        base = examples.get(op, '')
        have = set(names_in(base))
        for n in sorted(names - have):
            chunks.append('"%s"() <{%s}> : () -> ()' % (op, (base + ', ' if base else '') + n))
            keys.append((op, n))
    r = subprocess.run(['mlir-opt-22', '--split-input-file', '--mlir-very-unsafe-disable-verifier-on-parsing',
                        '--verify-each=0', '--mlir-print-op-generic', '-'],
                       input='\n// -----\n'.join(chunks) + '\n', capture_output=True, text=True)
    outs = r.stdout.split('// -----')
    errs = {}
    for m in re.finditer(r'^<stdin>:(\d+):\d+: error: (.*)$', r.stderr, re.M):
        errs.setdefault((int(m.group(1)) - 1) // 2, m.group(2))
    held = {op: set(names_in(b)) for op, b in examples.items() if op in ops}
    for i, (op, n) in enumerate(keys):
        if i in errs:
            ok = '`%s`' % n in errs[i] and 'property conversion' in errs[i]
        else:
            m = re.search(r'<\{(.*)\}>', outs[i]) if i < len(outs) else None
            ok = bool(m) and n in names_in(m.group(1))
        if ok:
            held.setdefault(op, set()).add(n)
    return held

def examples_of(text, examples):
    """one self-contained <{...}> of each op (no aliases or symbols)"""
    for op, body in generic_ops(text):
        if '#' in body or '@' in body or '^' in body:
            continue
        if op not in examples or len(body) < len(examples[op]):
            examples[op] = body

def main():
    files = sys.argv[1:]
    if not files:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        files = glob.glob(os.path.join(root, 'tests/lit/*/*.mlir'))
        files += glob.glob(os.path.join(root, '../shared/conformance/cases/*/*.mlir'))
    seen = {19: {}, 22: {}}    # release -> op -> set of property names
    examples = {}
    for f in sorted(files):
        for v in (19, 22):
            r = subprocess.run(['mlir-opt-%d' % v, '--mlir-print-op-generic', f],
                               capture_output=True, text=True)
            if r.returncode:
                continue
            for op, names in props_of(r.stdout):
                seen[v].setdefault(op, set()).update(names)
            if v == 22:
                examples_of(r.stdout, examples)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    intr = open(os.path.join(root, 'src/llvmir/intrinsics.h')).read()
    ops = set(seen[19]) | set(seen[22])
    names = {n for v in seen.values() for s in v.values() for n in s}
    names |= {'access_groups', 'alias_scopes', 'noalias_scopes', 'tbaa', 'arg_attrs', 'res_attrs', 'fastmathFlags'}
    for m in re.finditer(r'X\("([^"]+)", (NULL|"[^"]*"), [^,]*, (NULL|"[^"]*"), ', intr):
        ops.add('llvm.intr.' + (m.group(2).strip('"') if m.group(2) != 'NULL' else m.group(1)))
        if m.group(3) != 'NULL':
            names |= set(re.findall(r'@(\w+):', m.group(3)))
    held = probe22(ops, names, examples)
    rows = []
    for op in sorted(ops):
        a, b, c = seen[19].get(op), seen[22].get(op), held.get(op, set())
        every = (a or set()) | (b or set()) | c
        if not every:
            rows.append((op, '', (19, 22)))   # an op without properties
        for name in sorted(every):
            if (op, name) in FIXES:
                rel = FIXES[(op, name)]
            elif a is not None and b is not None and name in (a | b):
                rel = tuple(v for v, s in ((19, a), (22, b)) if name in s)
            elif op.startswith('llvm.intr.') and name in ('arg_attrs', 'res_attrs'):
                rel = (22,)
            else:
                rel = (19, 22)
            rows.append((op, name, rel))
    print('/* props_table.h - the inherent attributes (properties) of the ops, per')
    print(' * MLIR release, as mlir-opt-19 and mlir-opt-22 hold them:')
    print(' *')
    print(' *   X("op", "name", releases)   releases: P19 | P22')
    print(' *')
    print(' * An op with no properties has one row, of name "".')
    print(' *')
    print(' * GENERATED by scripts/gen-props.py from the generic forms mlir-opt-19/22')
    print(' * print of tests/lit and the conformance cases (%d ops, %d rows): do' % (
        len({r[0] for r in rows}), len(rows)))
    print(' * not edit.  Sorted by op, then name (strcmp). */')
    print('#define XPROPS(X) \\')
    for op, name, rel in rows:
        print('\tX("%s", "%s", %s) \\' % (op, name, ' | '.join('P%d' % v for v in rel)))
    print('')
    dflt = defaults22(ops)
    print('/* The default-valued properties mlir-opt fills in where an op is read')
    print(' * without them: X("op", "name", value), value a D_* of props.c (%d rows). */' % len(dflt))
    print('#define XPROP_DEFAULTS(X) \\')
    for (op, name), code in sorted(dflt.items()):
        print('\tX("%s", "%s", %s) \\' % (op, name, code))
    print('')

if __name__ == '__main__':
    main()
