/// The output ``JSONReporter`` gives its ``JSONTextWriter``: hands each piece of text to a closure, which
/// writes it to the caller's stream. One concrete type, so the writer is compiled for it.
struct JSONPieceSink: TextOutputStream {
    let receive: (String) -> Void

    func write(_ string: String) {
        receive(string)
    }
}
