import Foundation

/// A progress line on standard error while a large regular file is validated and standard error is a
/// terminal: `patterns: 412 of 1,024 MB (40%)`, redrawn in place at most four times a second and erased
/// at the end. Nothing is printed into a pipe or a file, where it would be noise in a log.
package struct ProgressLine {
    /// Files smaller than this finish before a line would help.
    static let minimumSize = 64 << 20

    private let total: Int
    private let sink: OutputSink
    private var read = 0
    private var lastDrawn = ContinuousClock.now
    private var drawn = false

    /// A progress line for `input`, or `nil` when it is not a large regular file or standard error is
    /// not a terminal.
    init?(input descriptor: Int32, sink: OutputSink) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            Int(status.st_size) >= Self.minimumSize, isatty(2) == 1
        else { return nil }
        total = Int(status.st_size)
        self.sink = sink
    }

    /// Counts `bytes` more as read, and redraws when a quarter of a second has passed.
    mutating func advance(by bytes: Int) {
        read += bytes
        guard ContinuousClock.now - lastDrawn >= .milliseconds(250) else { return }
        lastDrawn = ContinuousClock.now
        sink.write("\r" + Self.text(read: read, total: total) + "\u{1B}[K")
        sink.flush()
        drawn = true
    }

    /// Erases the line.
    func finish() {
        guard drawn else { return }
        sink.write("\r\u{1B}[K")
        sink.flush()
    }

    /// `patterns: 412 of 1,024 MB (40%)`.
    package static func text(read: Int, total: Int) -> String {
        let percent = total > 0 ? min(100, read * 100 / total) : 100
        return "patterns: \(grouped(read >> 20)) of \(grouped(total >> 20)) MB (\(percent)%)"
    }

    private static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
            index -= 3
        }
        return digits
    }
}
