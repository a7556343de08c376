import CFuzzDriver
import Foundation

/// What every fuzz target shares: libFuzzer's driver and a scratch folder for the files the readers
/// read (they take paths, as the commands do).
package enum FuzzDriver {
    /// Runs libFuzzer with the program's arguments, calling `test` with each input.
    package static func run(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32 {
        var count = argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&count, &arguments, test)
    }

    /// A folder of this process's own, created once and removed when the run ends.
    package static let scratch: String = {
        let path = NSTemporaryDirectory() + "mapwright-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: FuzzDriver.scratch) }
        return path
    }()

    /// Writes `size` bytes at `data` to `relativePath` below ``scratch`` and returns the file's path.
    /// Written in place with `fwrite`: `FileManager.createFile` writes a temporary file, calls `fsync`
    /// and renames it, and the `fsync` alone held runs to about 130 inputs a second on a busy disk.
    package static func file(_ relativePath: String, _ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        let path = scratch + "/" + relativePath
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard let stream = fopen(path, "wb") else { return path }
        if let data, size > 0 { _ = fwrite(data, 1, size, stream) }
        fclose(stream)
        return path
    }
}
