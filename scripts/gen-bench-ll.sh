#!/bin/sh
# gen-bench-ll.sh N - prints an LLVM IR module of N functions shaped like
# clang -O2 output (about 1.2 KB each): loops with PHIs, loads and stores
# carrying TBAA tags, alias scopes of their own (as inlining leaves them)
# and a distinct loop id per function, the metadata at the end of the
# file.  For bench.sh's linearity check of the import with metadata.
N=${1:-5000}
awk -v n="$N" 'BEGIN {
	print "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\""
	print "target triple = \"x86_64-pc-linux-gnu\""
	print ""
	print "%struct.S = type { i32, i64, ptr }"
	for (k = 0; k < n; k++) {
		b = 10 + 6 * k
		printf "\ndefine dso_local i32 @k%d(ptr noundef %%a, ptr noalias noundef %%b, i32 noundef %%n) local_unnamed_addr #0 {\n", k
		printf "entry:\n  %%c = icmp sgt i32 %%n, %d\n  br i1 %%c, label %%pre, label %%exit\n", k % 5
		printf "pre:\n  %%w = zext i32 %%n to i64\n  br label %%loop\n"
		printf "loop:\n  %%i = phi i64 [ 0, %%pre ], [ %%inc, %%loop ]\n  %%acc = phi i32 [ 0, %%pre ], [ %%add, %%loop ]\n"
		printf "  %%pa = getelementptr inbounds i32, ptr %%a, i64 %%i\n"
		printf "  %%x = load i32, ptr %%pa, align 4, !tbaa !7, !alias.scope !%d, !noalias !%d\n", b + 4, b + 5
		printf "  %%ps = getelementptr inbounds %%struct.S, ptr %%b, i64 %%i, i32 1\n"
		printf "  %%y = load i64, ptr %%ps, align 8, !tbaa !8, !alias.scope !%d, !noalias !%d\n", b + 5, b + 4
		printf "  %%yt = trunc i64 %%y to i32\n  %%m = mul nsw i32 %%yt, %%x\n  %%add = add nsw i32 %%m, %%acc\n"
		printf "  store i32 %%add, ptr %%pa, align 4, !tbaa !7, !alias.scope !%d, !noalias !%d\n", b + 4, b + 5
		printf "  %%inc = add nuw nsw i64 %%i, 1\n  %%d = icmp eq i64 %%inc, %%w\n"
		printf "  br i1 %%d, label %%exit, label %%loop, !llvm.loop !%d\n", b
		printf "exit:\n  %%r = phi i32 [ 0, %%entry ], [ %%add, %%loop ]\n  ret i32 %%r\n}\n"
	}
	print "\nattributes #0 = { nounwind uwtable \"no-trapping-math\"=\"true\" }"
	print "\n!llvm.module.flags = !{!0}\n"
	print "!0 = !{i32 1, !\"wchar_size\", i32 4}"
	print "!1 = !{!\"Simple C/C++ TBAA\"}"
	print "!2 = !{!\"omnipotent char\", !1, i64 0}"
	print "!3 = !{!\"int\", !2, i64 0}"
	print "!4 = !{!\"long\", !2, i64 0}"
	print "!5 = !{!\"any pointer\", !2, i64 0}"
	print "!6 = !{!\"S\", !3, i64 0, !4, i64 8, !5, i64 16}"
	print "!7 = !{!3, !3, i64 0}"
	print "!8 = !{!6, !4, i64 8}"
	print "!9 = !{!\"llvm.loop.mustprogress\"}"
	for (k = 0; k < n; k++) {
		b = 10 + 6 * k
		printf "!%d = distinct !{!%d, !9}\n", b, b
		printf "!%d = distinct !{!%d, !\"k%d\"}\n", b + 1, b + 1, k
		printf "!%d = distinct !{!%d, !%d, !\"k%d: %%a\"}\n", b + 2, b + 2, b + 1, k
		printf "!%d = distinct !{!%d, !%d, !\"k%d: %%b\"}\n", b + 3, b + 3, b + 1, k
		printf "!%d = !{!%d}\n", b + 4, b + 2
		printf "!%d = !{!%d}\n", b + 5, b + 3
	}
}'
