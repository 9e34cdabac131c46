#!/usr/bin/env python3
"""gen-intrinsic-types.py - writes src/ir/intrinsic_types.h: the operand
and result type constraints MLIR 19 and 22 put on each llvm.intr.* op of
src/llvmir/intrinsics.h (the ODS constraints of LLVMIntrinsicOps.td), as
the verifier words them ("operand #0 must be floating point LLVM type or
...").

    scripts/gen-intrinsic-types.py [-o FILE]    (default: src/ir/intrinsic_types.h)

Needs mlir-opt-19 and mlir-opt-22; the build does not: the output is
checked in.  How: each op is given operands and a result of type `none`
(which no constraint takes), in the generic form with the attributes its
row names; the verifier's first complaint names the constraint of the
first operand (or the result), which is then given a type it takes
(SAMPLE below), and so on until the op verifies or complains of
something else.  The operand count comes from the same complaints
("requires a single operand", "expected 3 operands").
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENS = (19, 22)

# a type each constraint takes, and its one-letter code in the table
CONSTRAINTS = [
    ("F", "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type", "f32"),
    ("I", "signless integer or LLVM dialect-compatible vector of signless integer", "i32"),
    ("i", "signless integer", "i32"),
    ("P", "LLVM pointer type", "!llvm.ptr"),
    ("b", "8-bit signless integer", "i8"),
    ("c", "1-bit signless integer", "i1"),
    ("h", "16-bit signless integer", "i16"),
    ("w", "32-bit signless integer", "i32"),
    ("q", "64-bit signless integer", "i64"),
    ("f", "LLVM dialect-compatible vector of floating-point", "vector<4xf32>"),
    ("v", "LLVM dialect-compatible vector of signless integer", "vector<4xi32>"),
    ("p", "LLVM dialect-compatible vector of LLVM pointer type", "vector<4x!llvm.ptr>"),
    ("m", "LLVM dialect-compatible vector of 1-bit signless integer", "vector<4xi1>"),
    ("M", "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer", "i1"),
    ("V", "LLVM dialect-compatible vector type", "vector<4xi32>"),
    ("T", "LLVM dialect-compatible type", "i32"),
    ("k", "LLVM token type", "!llvm.token"),
    ("x", "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type or signless "
          "integer or LLVM dialect-compatible vector of signless integer", "i32"),
    ("S", "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or "
          "LLVM dialect-compatible vector of LLVM pointer type", "i32"),
    ("Q", "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", "!llvm.ptr"),
    ("A", "LLVM pointer type or signless integer or floating point LLVM type", "i32"),
    ("0", "LLVM pointer in address space 0", "!llvm.ptr"),
    ("o", "floating point LLVM type", "f32"),
    ("O", "floating-point", "f32"),
    ("n", "integer or LLVM dialect-compatible vector of integer", "i32"),
]
BY_TEXT = {t: (k, s) for k, t, s in CONSTRAINTS}
UNKNOWN = set()

IMM = {"i1": "false", "i8": "0 : i8", "i32": "1 : i32", "i64": "1 : i64", "iN": "1 : i64", "f64": "5.000000e-01 : f64",
       "raw": "array<i32>"}


def rows():
    text = open(os.path.join(ROOT, "src/llvmir/intrinsics.h")).read()
    out = []
    for m in re.finditer(r'X\("([^"]+)", (NULL|"[^"]*"), (?:NULL|"[^"]*"), (NULL|"[^"]*"), ([A-Z|0-9]+)\)',
                         text):
        name, op, args, flags = m.group(1), m.group(2), m.group(3), m.group(4)
        if "NOMLIR" in flags:
            continue
        op = name if op == "NULL" else op.strip('"')
        attrs = re.findall(r"@(\w+):(\w+)", args) if args != "NULL" else []
        out.append(("llvm.intr." + op, attrs))
    # ops of MLIR 22 that no row names (their LLVM 22 intrinsic's row
    # has its LLVM 19 name)
    out.append(("llvm.intr.stepvector", []))
    return out


def chunk(op, attrs, opnds, res):
    props = ", ".join("%s = %s" % (a, IMM[t]) for a, t in attrs if t in IMM)
    lines = ["llvm.func @f() {"]
    vals = []
    for i, t in enumerate(opnds):
        lines.append('  %%a%d = "test.v"() : () -> %s' % (i, t))
        vals.append("%%a%d" % i)
    r = "(%s)" % ", ".join(res)
    lhs = "%r = " if res else ""
    lines.append('  %s"%s"(%s) %s: (%s) -> %s' % (lhs, op, ", ".join(vals), "<{%s}> " % props if props else "",
                                                  ", ".join(opnds), r))
    lines.append("  llvm.return")
    lines.append("}")
    return "\n".join(lines)


def run(gen, chunks):
    """The first error of each chunk, by index; a chunk that crashes
    mlir-opt (and takes the rest of the file with it) is run alone."""
    src = "\n// -----\n".join(chunks)
    p = subprocess.run(["mlir-opt-%d" % gen, "--split-input-file", "--allow-unregistered-dialect", "-o",
                        os.devnull, "-"], input=src.encode(), capture_output=True)
    if p.returncode < 0 or b"Stack dump" in p.stderr:
        if len(chunks) == 1:
            return {0: "crash"}
        errs = {}
        for k, c in enumerate(chunks):
            e = run(gen, [c])
            if 0 in e:
                errs[k] = e[0]
        return errs
    errs = {}
    # "<stdin>:L:C: error: ..." ; the chunk by the lines it spans
    starts = []
    line = 1
    for c in chunks:
        starts.append(line)
        line += c.count("\n") + 2
    # 22: "<stdin>:L:C: error: ..."; 19: "within split at <stdin>:S offset :l:c: error: ..."
    # (S the line of the chunk's separator, l the line from there)
    for m in re.finditer(r"^(within split at )?<stdin>:(\d+)(?: offset :(\d+))?:\d+: error: (.*)",
                         p.stderr.decode(), re.M):
        line = int(m.group(2)) + (int(m.group(3)) - 1 if m.group(1) else 0)
        k = max(i for i, s in enumerate(starts) if s <= line)
        errs.setdefault(k, m.group(4))
    return errs


def probe(gen, ops):
    # state per op: operand types so far, count, result count
    st = {op: {"n": 0, "res": 1, "types": [], "rtype": None, "done": False, "codes": [], "rcode": ""}
          for op, _ in ops}
    attrs = {op: list(a) for op, a in ops}
    for _ in range(40):
        todo = [op for op, _ in ops if not st[op]["done"]]
        if not todo:
            break
        chunks = []
        for op in todo:
            s = st[op]
            opnds = s["types"] + ["none"] * (s["n"] - len(s["types"]))
            res = [s["rtype"] or "none"] * s["res"]
            chunks.append(chunk(op, attrs[op], opnds, res))
        errs = run(gen, chunks)
        for k, op in enumerate(todo):
            s = st[op]
            e = errs.get(k)
            if os.environ.get("TRACE") == op:
                print(gen, op, s, e, file=sys.stderr)
            m = e and re.match(r"'[^']*' op (operand|result) #(\d+) must be (.*), but got 'none'$", e)
            if e is None:
                s["done"] = True
            elif m:
                code, sample = BY_TEXT.get(m.group(3), ("?", None))
                if not sample:
                    UNKNOWN.add(m.group(3))
                    s["done"] = True
                    continue
                if m.group(1) == "operand":
                    s["codes"].append(code)
                    s["types"].append(sample)
                else:
                    s["rcode"] = code
                    s["rtype"] = sample
            elif re.search(r"requires a single operand", e):
                s["n"] = 1 if s["n"] != 1 else sys.exit("%s: %s" % (op, e))
            elif re.search(r"requires zero operands", e):
                s["n"] = 0
            elif re.search(r"expected (\d+) operands, but found", e):
                s["n"] = int(re.search(r"expected (\d+) operands", e).group(1))
            elif re.search(r"expected (\d+) or more operands", e):
                want = int(re.search(r"expected (\d+) or more", e).group(1))
                s["n"] = want
            elif re.search(r"requires attribute 'op_bundle_sizes'", e) and ("op_bundle_sizes", "raw") not in attrs[op]:
                attrs[op] = attrs[op] + [("op_bundle_sizes", "raw")]
            elif re.search(r"requires zero results|expected 0 results", e):
                s["res"] = 0
            elif re.search(r"requires one result|requires a single result|expected 1 result", e):
                s["res"] = 1
            else:
                s["done"] = True   # the constraints are satisfied: a trait or the op's own check
    # the traits: the result given another type its constraint takes
    alt = {"T": "i1", "F": "f64", "I": "i64", "V": "vector<8xi64>", "P": "!llvm.ptr<1>", "i": "i64", "Q": "!llvm.ptr<1>",
           "c": None, "v": "vector<8xi64>", "f": "vector<8xf64>"}
    todo = [op for op, _ in ops if st[op]["res"] == 1 and st[op]["rtype"] and alt.get(st[op]["rcode"])]
    chunks = [chunk(op, attrs[op], st[op]["types"], [alt[st[op]["rcode"]]]) for op in todo]
    errs = run(gen, chunks)
    for k, op in enumerate(todo):
        e = errs.get(k) or ""
        st[op]["trait"] = ("S" if "requires the same type for all operands and results" in e else
                           "E" if "requires the same element type for all operands and results" in e else "")
    return {op: ("".join(s["codes"]), s["rcode"], s.get("trait", "")) for op, s in st.items()}


def main():
    outp = os.path.join(ROOT, "src/ir/intrinsic_types.h")
    if len(sys.argv) == 3 and sys.argv[1] == "-o":
        outp = sys.argv[2]
    ops = rows()
    found = {gen: probe(gen, ops) for gen in GENS}
    if UNKNOWN:
        sys.exit("unknown constraints:\n" + "\n".join(sorted(UNKNOWN)))
    lines = []
    for op in sorted({o for o, _ in ops}, key=lambda s: s.encode()):
        for gen in GENS:
            d = found[gen][op]
            same = [g for g in GENS if found[g][op] == d]
            if same[0] != gen or d == ("", "", ""):
                continue
            lines.append('\tX("%s", %s, "%s", "%s", "%s")' % (op[len("llvm.intr."):], "|".join("G%d" % g for g in same),
                                                              d[0], d[1], d[2]))
    with open(outp, "w") as f:
        f.write("/* intrinsic_types.h - the ODS type constraints of the llvm.intr.* ops\n"
                " * (LLVMIntrinsicOps.td) as mlir-opt %s verify them:\n"
                " *\n"
                " *   X(op, gens, operands, result, trait)\n"
                " *\n"
                " * op        after \"llvm.intr.\"; gens  the releases of the row (G19|G22);\n"
                " * operands  a constraint code per operand, in order, up to the\n"
                " *           last one constrained; result  the result's code;\n"
                " * trait     S: SameOperandsAndResultType, E: SameOperandsAndResultElementType.\n"
                " *\n"
                " * GENERATED by scripts/gen-intrinsic-types.py from mlir-opt-19 and -22:\n"
                " * do not edit. Sorted by op (strcmp). */\n" % " and ".join(map(str, GENS)))
        f.write("#define XINTRINSIC_TYPES(X) \\\n")
        f.write(" \\\n".join(lines))
        f.write("\n\n/* X(code, words): the constraints */\n#define XINTRINSIC_CONSTRAINTS(X) \\\n")
        f.write(" \\\n".join('\tX(\'%s\', "%s")' % (k, t) for k, t, _ in CONSTRAINTS))
        f.write("\n")
    print(len(lines), "rows", file=sys.stderr)


if __name__ == "__main__":
    main()
