import Foundation
import PatternRulesCLI

keepFreedMemoryForReuse()
let tool = CommandLineTool(standardOutput: .fileDescriptor(1), standardError: .fileDescriptor(2))
// The arguments' bytes as given: `CommandLine.arguments` would repair invalid UTF-8 into U+FFFD.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map {
        Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0)))
    } ?? []
}
exit(tool.run(arguments: arguments))
