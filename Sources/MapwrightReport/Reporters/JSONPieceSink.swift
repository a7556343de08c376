/// The output ``JSONReporter`` gives its ``JSONTextWriter``: hands each piece of UTF-8 text to a closure.
struct JSONPieceSink {
    let receive: (ArraySlice<UInt8>) -> Void
}
