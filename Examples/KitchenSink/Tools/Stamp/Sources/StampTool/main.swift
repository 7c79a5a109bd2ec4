// Writes `Stamp.swift` for the target it is run for: `StampTool <target> <output file>`.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: StampTool TARGET OUTPUT\n".utf8))
    exit(2)
}
let text = """
    // Written by StampTool at build time.
    public enum Stamp {
        public static let target = "\(arguments[1])"
    }

    """
do {
    try text.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("StampTool: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(1)
}
