import Stencil

extension TemplateError {
    /// Stencil's error at the tag it names (`<set>/<role>/File.stencil:3:4`), else at `file`.
    /// Stencil names a template as the set's loader does: its path inside `directory`.
    init(_ error: TemplateSyntaxError, directory: String, file: String) {
        guard let token = error.token, let name = token.sourceMap.filename else {
            self.init(file: file, message: error.reason)
            return
        }
        let location = token.sourceMap.location
        self.init(file: "\(directory)/\(name)", line: Int(location.lineNumber), column: location.lineOffset + 1, message: error.reason)
    }
}
