import PatternRulesCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let tool = CommandLineTool(standardOutput: .fileDescriptor(1), standardError: .fileDescriptor(2))
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
