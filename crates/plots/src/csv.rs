//! The data files' reader: comma-separated values with a header line, `#` comment lines, and
//! fields in double quotes where they hold commas (`""` for a quote inside).

use crate::Error;

/// One data file: its column names and its rows, each with one field per column.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    /// The column names, from the first line that is not a comment.
    pub header: Vec<String>,
    /// The rows after the header, in order.
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// Reads a table from the text of a file; `name` is the file's name for the messages.
    pub fn parse(name: &str, text: &str) -> Result<Table, Error> {
        let mut header = None;
        let mut rows = Vec::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim_end();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fields =
                split(line).map_err(|what| Error::new(format!("{name}:{}: {what}", number + 1)))?;
            match &header {
                None => header = Some(fields),
                Some(names) if fields.len() != names.len() => {
                    return Err(Error::new(format!(
                        "{name}:{}: {} fields where the header has {}",
                        number + 1,
                        fields.len(),
                        names.len()
                    )));
                }
                Some(_) => rows.push(fields),
            }
        }
        let header = header.ok_or_else(|| Error::new(format!("{name}: no header line")))?;
        Ok(Table { header, rows })
    }

    /// The index of the column called `name`.
    pub fn column(&self, name: &str) -> Result<usize, Error> {
        self.header
            .iter()
            .position(|h| h == name)
            .ok_or_else(|| Error::new(format!("no column `{name}`")))
    }

    /// The field of `row` in the column called `name`, read as a number.
    pub fn number(&self, row: &[String], name: &str) -> Result<f64, Error> {
        let field = &row[self.column(name)?];
        field
            .parse()
            .map_err(|_| Error::new(format!("`{field}` in column `{name}` is not a number")))
    }

    /// The field of `row` in the column called `name`, as text.
    pub fn text<'a>(&self, row: &'a [String], name: &str) -> Result<&'a str, Error> {
        Ok(&row[self.column(name)?])
    }
}

/// Splits one line into its fields.
fn split(line: &str) -> Result<Vec<String>, &'static str> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (false, ',') => fields.push(std::mem::take(&mut field)),
            (false, '"') if field.is_empty() => quoted = true,
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => {
                quoted = false;
                if chars.peek().is_some_and(|&next| next != ',') {
                    return Err("text after a closing quote");
                }
            }
            (_, c) => field.push(c),
        }
    }
    if quoted {
        return Err("a quote left open");
    }
    fields.push(field);
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_header_quotes_and_errors() {
        let text = "# a comment\nname,value\n\"a, b\",1\n\"say \"\"hi\"\"\",2\n";
        let table = Table::parse("t", text).unwrap();
        assert_eq!(table.header, ["name", "value"]);
        assert_eq!(table.rows[0], ["a, b", "1"]);
        assert_eq!(table.rows[1], ["say \"hi\"", "2"]);
        assert_eq!(table.number(&table.rows[1], "value").unwrap(), 2.0);
        assert!(Table::parse("t", "a,b\n1\n").is_err());
        assert!(Table::parse("t", "a\n\"open\n").is_err());
        assert!(Table::parse("t", "# only comments\n").is_err());
    }
}
