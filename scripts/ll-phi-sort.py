#!/usr/bin/env python3
"""ll-phi-sort.py IN OUT - copies a .ll file with each phi's incoming
pairs sorted by block (numbered blocks by number, named ones by name).

The order of a phi's incoming pairs means nothing, and an MLIR import
cannot keep it (a phi becomes a block argument: each predecessor passes
its value), but llvm-diff compares phis pair by pair.
scripts/llvm14-roundtrip.sh compares input and round trip both sorted
this way, to tell the phi order apart from every other difference."""
import re
import sys

PHI = re.compile(r'^(\s+%[-a-zA-Z$._0-9]+ = phi (?:fast |nnan |ninf |nsz |arcp |contract |afn |reassoc )*)(.*)$')


def split_top(s):
    """s split at the commas outside brackets, parentheses and quotes."""
    parts, cur, depth, q = [], [], 0, False
    for c in s:
        if q:
            q = c != '"'
        elif c == '"':
            q = True
        elif c in '([{<':
            depth += 1
        elif c in ')]}>':
            depth -= 1
        elif c == ',' and depth == 0:
            parts.append(''.join(cur))
            cur = []
            continue
        cur.append(c)
    parts.append(''.join(cur))
    return parts


def key(pair):
    b = split_top(pair.strip()[1:-1])[-1].strip()
    m = re.match(r'^%([0-9]+)$', b)
    return (0, int(m.group(1)), '') if m else (1, 0, b)


def sort_phi(line):
    m = PHI.match(line)
    if not m:
        return line
    rest = m.group(2)
    i = rest.find('[')
    if i < 0:
        return line
    ty, items = rest[:i], [p.strip() for p in split_top(rest[i:])]
    pairs = [p for p in items if p.startswith('[')]
    tail = [p for p in items if not p.startswith('[')]
    pairs.sort(key=key)
    return m.group(1) + ty + ', '.join(pairs + tail)


def main():
    with open(sys.argv[1]) as f:
        lines = f.read().split('\n')
    with open(sys.argv[2], 'w') as f:
        f.write('\n'.join(sort_phi(x) for x in lines))


main()
