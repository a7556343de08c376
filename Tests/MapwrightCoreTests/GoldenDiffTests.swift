import MapwrightTestSupport
import Testing

@Suite struct GoldenDiffTests {
    @Test func diffShowsChangedLinesWithContext() {
        let diff = Golden.unifiedDiff("a\nb\nc", "a\nx\nc", name: "f")
        #expect(diff == "--- f (expected)\n+++ f (actual)\n@@ -1,3 +1,3 @@\n a\n-b\n+x\n c")
    }

    @Test func equalTextsHaveNoHunks() {
        #expect(Golden.unifiedDiff("same", "same", name: "f") == "--- f (expected)\n+++ f (actual)")
    }
}
