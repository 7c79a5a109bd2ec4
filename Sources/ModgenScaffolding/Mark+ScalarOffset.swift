import YAMLTree

extension Mark {
    /// Where this 1-based line and column fall in the text's Unicode scalars (libyaml counts
    /// columns in characters); nil past the end.
    func scalarOffset(in scalars: [Unicode.Scalar]) -> Int? {
        var line = 1
        var index = 0
        while line < self.line, index < scalars.count {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }
        let offset = index + column - 1
        return offset < scalars.count ? offset : nil
    }
}
