import Foundation
import Testing

@testable import MapwrightStore

@Suite struct StoreFilesTests {
    @Test func placeholder() {}
}
