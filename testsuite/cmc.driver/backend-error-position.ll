; An instruction an optimisation made carries no position; a backend error
; about it is reported at the closest instruction before it that has one
; (line 7 here), or, with none before it, at its function's line (3):
; never without a position (cmc.driver/diagnostics.exp).
define dllexport void @before(i32 %in, i32 %out) !dbg !10 {
entry:
  %x = call <4 x double> @llvm.genx.oword.ld.v4f64(i32 0, i32 %in, i32 0), !dbg !20
  %r = frem <4 x double> %x, %x
  call void @llvm.genx.oword.st.v4f64(i32 %out, i32 0, <4 x double> %r)
  ret void
}
define dllexport void @first(i32 %in, i32 %out) !dbg !11 {
entry:
  %x = call <4 x double> @llvm.genx.oword.ld.v4f64(i32 0, i32 %in, i32 0)
  %r = frem <4 x double> %x, %x
  call void @llvm.genx.oword.st.v4f64(i32 %out, i32 0, <4 x double> %r)
  ret void
}
declare <4 x double> @llvm.genx.oword.ld.v4f64(i32, i32, i32)
declare void @llvm.genx.oword.st.v4f64(i32, i32, <4 x double>)
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!5}
!genx.kernels = !{!30, !31}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "positions.cpp", directory: "/nowhere")
!3 = !DISubroutineType(types: !{})
!5 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "before", scope: !2, file: !2, line: 5, type: !3, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !1)
!11 = distinct !DISubprogram(name: "first", scope: !2, file: !2, line: 3, type: !3, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !1)
!20 = !DILocation(line: 7, column: 5, scope: !10)
!30 = !{ptr @before, !"before", !32, i32 0, !33, !34, !35, i32 0, i32 0}
!31 = !{ptr @first, !"first", !32, i32 0, !33, !34, !35, i32 0, i32 0}
!32 = !{i32 2, i32 2}
!33 = !{i32 32, i32 36}
!34 = !{i32 0, i32 0}
!35 = !{!"buffer_t", !"buffer_t"}
