//! JSON values to Python objects and back: the report and the structured
//! events cross the boundary in the engine's own serde form.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use serde_json::{Map, Number, Value};

/// A JSON value as Python objects: objects as dicts, arrays as lists.
pub fn to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(u) = n.as_u64() {
                u.into_pyobject(py)?.into_any()
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any()
            }
        }
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_py(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, v) in map {
                dict.set_item(k, to_py(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// A Python object (dicts with string keys, lists, tuples, strings,
/// numbers, booleans, None) as a JSON value.
///
/// # Errors
/// `ValueError` for anything else.
pub fn from_py(obj: &Bound<'_, PyAny>) -> PyResult<Value> {
    if obj.is_none() {
        Ok(Value::Null)
    } else if let Ok(b) = obj.cast::<PyBool>() {
        Ok(Value::Bool(b.is_true()))
    } else if obj.cast::<PyInt>().is_ok() {
        let n: i64 = obj.extract()?;
        Ok(Value::Number(n.into()))
    } else if let Ok(f) = obj.cast::<PyFloat>() {
        Number::from_f64(f.value())
            .map(Value::Number)
            .ok_or_else(|| PyValueError::new_err("a number that is not finite"))
    } else if let Ok(s) = obj.cast::<PyString>() {
        Ok(Value::String(s.extract::<String>()?))
    } else if let Ok(d) = obj.cast::<PyDict>() {
        let mut map = Map::new();
        for (k, v) in d.iter() {
            let key: String = k
                .extract()
                .map_err(|_| PyValueError::new_err("a dict key that is not a string"))?;
            map.insert(key, from_py(&v)?);
        }
        Ok(Value::Object(map))
    } else if let Ok(l) = obj.cast::<PyList>() {
        l.iter()
            .map(|v| from_py(&v))
            .collect::<PyResult<_>>()
            .map(Value::Array)
    } else if let Ok(t) = obj.cast::<PyTuple>() {
        t.iter()
            .map(|v| from_py(&v))
            .collect::<PyResult<_>>()
            .map(Value::Array)
    } else {
        Err(PyValueError::new_err(format!(
            "cannot take a {} as part of an event",
            obj.get_type().name()?
        )))
    }
}
